// Shared by the *.test.ts files of this folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PipelineReqBody, PipelineRespBody, StmtResult, StreamResult } from "./protocol";

export function tempDir(): { path: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "libsql-server-test-"));
  return { path: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RawResponse<T> {
  status: number;
  contentType: string | null;
  body: T;
}

export async function post<T = unknown>(url: string, path: string, body: unknown): Promise<RawResponse<T>> {
  const res = await fetch(new URL(path, url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const contentType = res.headers.get("content-type");
  // Tests assert on the shape; T only documents which shape they expect.
  const parsed = (contentType === "application/json" ? JSON.parse(text) : text) as T;
  return { status: res.status, contentType, body: parsed };
}

export const pipeline = (url: string, body: PipelineReqBody, version: 2 | 3 = 2) =>
  post<PipelineRespBody>(url, `/v${version}/pipeline`, body);

export function okResult(result: StreamResult | undefined): StmtResult {
  if (result?.type !== "ok" || result.response.type !== "execute") {
    throw new Error(`expected an execute result, got ${JSON.stringify(result)}`);
  }
  return result.response.result;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
