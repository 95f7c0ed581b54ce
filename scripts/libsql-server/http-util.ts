import type { IncomingMessage, ServerResponse } from "node:http";
import { ProtocolError } from "./errors";
import type { HttpErrorBody } from "./protocol";
import { stringifyJson } from "./values";

/** Reads and parses a JSON body. Malformed or oversized bodies are 4xx ProtocolErrors. */
export async function readJson(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer; // http request streams yield Buffers unless setEncoding() was called
    size += buf.length;
    if (size > limitBytes) throw new ProtocolError(`Request body exceeds ${limitBytes} bytes`, "BODY_TOO_LARGE", 413);
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ProtocolError(`Cannot parse request body as JSON: ${detail}`, "PROTOCOL_ERROR");
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = stringifyJson(body);
  // Exactly "application/json": the client only parses error bodies with this type.
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export function sendLines(res: ServerResponse, lines: unknown[]): void {
  const text = lines.map((line) => `${stringifyJson(line)}\n`).join("");
  res.writeHead(200, { "content-type": "text/plain", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, error: ProtocolError): void {
  const body: HttpErrorBody = { error: error.message, message: error.message, code: error.code };
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, error.status, body);
}
