import { randomUUID } from "node:crypto";
import type { Value } from "./protocol";

/** What we bind to and read from libsql (statements run in safeIntegers mode). */
export type SqlValue = null | bigint | number | string | Buffer;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export class ValueError extends Error {
  override name = "ValueError";
}

/** Wire value -> bindable value. Throws ValueError on anything the spec does not allow. */
export function decodeValue(input: unknown): SqlValue {
  if (typeof input !== "object" || input === null) throw new ValueError("value must be an object");
  const v = input as Record<string, unknown>;
  switch (v.type) {
    case "null":
      return null;
    case "integer":
      return decodeInteger(v.value);
    case "float":
      if (typeof v.value !== "number" || !Number.isFinite(v.value)) {
        throw new ValueError("float value must be a finite number");
      }
      return v.value;
    case "text":
      if (typeof v.value !== "string") throw new ValueError("text value must be a string");
      return v.value;
    case "blob":
      if (typeof v.base64 !== "string" || !BASE64.test(v.base64)) {
        throw new ValueError("blob value must have a base64 string in `base64`");
      }
      return Buffer.from(v.base64, "base64");
    default:
      throw new ValueError(`unknown value type ${JSON.stringify(v.type)}`);
  }
}

function decodeInteger(raw: unknown): bigint {
  // The spec says string; a JSON number that is still exact is harmless to accept.
  if (typeof raw === "number" && Number.isSafeInteger(raw)) return BigInt(raw);
  if (typeof raw !== "string" || !/^[+-]?\d{1,20}$/.test(raw)) {
    throw new ValueError("integer value must be a decimal string");
  }
  const n = BigInt(raw);
  if (n < INT64_MIN || n > INT64_MAX) throw new ValueError("integer value is out of 64-bit range");
  return n;
}

/** libsql result value -> wire value. */
export function encodeValue(value: unknown): Value {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  // In safeIntegers mode every INTEGER arrives as bigint, so a number is always a REAL.
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof Uint8Array) {
    const buf = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return { type: "blob", base64: buf.toString("base64") };
  }
  throw new TypeError(`cannot encode a ${typeof value} result value`);
}

// SQLite can produce ±Infinity (e.g. 1e308*10); JSON.stringify would turn it into
// null, which the client rejects as a malformed float. `1e999` is valid JSON number
// syntax that JSON.parse reads back as Infinity. The marker is per process so no
// user text can collide with it.
const MARKER = `\u0000inf-${randomUUID()}`;
const POS = JSON.stringify(`${MARKER}+`);
const NEG = JSON.stringify(`${MARKER}-`);

export function stringifyJson(body: unknown): string {
  const seen = { infinity: false };
  const text = JSON.stringify(body, (_key, v: unknown) => {
    if (typeof v === "number" && !Number.isFinite(v) && !Number.isNaN(v)) {
      seen.infinity = true;
      return `${MARKER}${v > 0 ? "+" : "-"}`;
    }
    return v;
  });
  return seen.infinity ? text.replaceAll(POS, "1e999").replaceAll(NEG, "-1e999") : text;
}
