import type { ReviewAdminDto, ReviewModerateRequest, ReviewStatus } from "../../schema/api/reviews";
import { ApiError } from "./errors";

/** The operator API's token header (the moderation screen keeps the token in sessionStorage only). */
const HEADER = "X-Admin-Token";
const TIMEOUT_MS = 10_000;

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/review/admin${path}`, {
    method,
    headers: { [HEADER]: token, ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => null)) as {
    code: number;
    result: T & { errorMessage?: string };
  } | null;
  if (!json) throw new ApiError(response.status, "BAD_RESPONSE", `HTTP ${response.status}`);
  if (json.code !== 200)
    throw new ApiError(json.code, "INVALID_INPUT", json.result.errorMessage ?? `HTTP ${json.code}`);
  return json.result;
}

/** The reviews' operator API (/api/review/admin) for the moderation screen. */
export const reviewAdmin = {
  list: (token: string, status: ReviewStatus) => call<ReviewAdminDto[]>(token, "GET", `?status=${status}`),
  moderate: (token: string, body: ReviewModerateRequest) =>
    call<{ id: number; changed: boolean }>(token, "POST", "/moderate", body),
};
