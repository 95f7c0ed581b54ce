import type * as z from "zod";
import type { storyInputSchema } from "../../schema/content/story";
import type { PreviewTokenDto, StoryAdminDto, StorySummaryDto, StoryWriteDto } from "../../schema/api/content";
import { ApiError } from "./errors";

/** The operator API's token header (the content screen keeps the token in sessionStorage only). */
const HEADER = "X-Admin-Token";
const TIMEOUT_MS = 10_000;

/** One operator API call with the admin token; failures are ApiErrors with the API's fields. */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/content/admin${path}`, {
    method,
    headers: { [HEADER]: token, ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => null)) as {
    code: number;
    result: T & { errorMessage?: string; errorCode?: string; fields?: Record<string, string> };
  } | null;
  if (!json) throw new ApiError(response.status, "BAD_RESPONSE", `HTTP ${response.status}`);
  if (json.code !== 200) {
    throw new ApiError(json.code, "INVALID_INPUT", json.result.errorMessage ?? `HTTP ${json.code}`, {
      ...(json.result.fields ? { fields: json.result.fields } : {}),
    });
  }
  return json.result;
}

/**
 * A story as the operator API takes it (schema/content/story.ts validates it on the worker); its
 * store as any string, since the screen passes back the store a listed story answered with.
 */
export type StoryBody = Omit<z.input<typeof storyInputSchema>, "store"> & { store: string };

/** The operator API (/api/content/admin) for the content screen. */
export const contentAdmin = {
  list: (token: string, store: string) => call<StorySummaryDto[]>(token, "GET", `/stories?store=${store}`),
  get: (token: string, uuid: string) => call<StoryAdminDto>(token, "GET", `/stories/${uuid}`),
  create: (token: string, body: StoryBody) => call<StoryWriteDto>(token, "POST", "/stories", body),
  update: (token: string, uuid: string, body: StoryBody) => call<StoryWriteDto>(token, "PUT", `/stories/${uuid}`, body),
  publish: (token: string, uuid: string) => call<unknown>(token, "POST", `/stories/${uuid}/publish`),
  unpublish: (token: string, uuid: string) => call<unknown>(token, "POST", `/stories/${uuid}/unpublish`),
  previewToken: (token: string) => call<PreviewTokenDto>(token, "GET", "/preview-token"),
  schemas: (token: string) => call<Record<string, JsonSchema>>(token, "GET", "/schemas"),
};

/** The part of JSON Schema (as zod writes it) the content screen's forms read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maxLength?: number;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}
