import { apiRequest, type CallOptions, type QueryValue } from "./request";

/** One endpoint as a typed function: its input in, the envelope's result out. */
export type Endpoint<Input, Result> = (input: Input, options?: CallOptions) => Promise<Result>;

/** A GET endpoint whose flat input (an interface from schema/api) is its query string. */
export function getEndpoint<Query extends { readonly [K in keyof Query]: QueryValue }, Result>(
  path: string,
  timeoutMs: number,
): Endpoint<Query, Result> {
  return (query, options) => apiRequest<Result>({ path, query, timeoutMs }, options);
}

/** A POST endpoint whose input is its JSON body. */
export function postEndpoint<Body, Result>(path: string, timeoutMs: number): Endpoint<Body, Result> {
  return (body, options) => apiRequest<Result>({ method: "POST", path, body, timeoutMs }, options);
}
