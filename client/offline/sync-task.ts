/**
 * SPEC §3/§4 sync tasks, pure: a call made while offline, kept until it can be sent. Created with an
 * id and not transmitted; sent with the token and cart id filled into its URL at send time; then
 * transmitted with its result and code, kept when its result is cacheable, otherwise removed.
 * Persisted by task-store.ts, sent by task-queue.ts.
 */
import { SYNC_TASK_MAX_ATTEMPTS } from "../../schema/constants";

export interface SyncTaskPayload {
  method: "GET" | "POST" | "PUT" | "DELETE";
  headers: Record<string, string>;
  mode: RequestMode;
  /** Sent as JSON. */
  body?: unknown;
}

/** SPEC §3 Sync task, with the send count the queue's maximum applies to. */
export interface SyncTask {
  task_id: string;
  /** A URL template: `{{token}}` and `{{cartId}}` are filled in when the task is sent. */
  url: string;
  payload: SyncTaskPayload;
  /** A window event dispatched with the task once it was sent (a `store:` action or a bus event). */
  callback_event: string | null;
  transmited: boolean;
  transmited_at: number | null;
  created_at: number;
  updated_at: number;
  result: unknown;
  /** The HTTP status of the answer. */
  resultCode: number | null;
  /** The API envelope's code. */
  code: number | null;
  acknowledged: boolean;
  meta: unknown;
  /** A silent task's failure is logged, never shown. */
  silent: boolean;
  is_result_cacheable: boolean;
  /** Sends that got an answer (SPEC §9 queue max attempts). */
  attempts: number;
}

export type NewTask = Pick<SyncTask, "url" | "payload"> &
  Partial<Pick<SyncTask, "callback_event" | "silent" | "is_result_cacheable" | "meta">>;

export function createTask(input: NewTask, now = Date.now(), id: string = crypto.randomUUID()): SyncTask {
  return {
    task_id: id,
    url: input.url,
    payload: input.payload,
    callback_event: input.callback_event ?? null,
    transmited: false,
    transmited_at: null,
    created_at: now,
    updated_at: now,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: input.meta ?? null,
    silent: input.silent ?? false,
    is_result_cacheable: input.is_result_cacheable ?? false,
    attempts: 0,
  };
}

/** Whether the task's URL needs the cart id (the queue then makes sure there is a cart first). */
export const needsCart = (task: Pick<SyncTask, "url">) => task.url.includes("{{cartId}}");

/**
 * The URL to send: `{{token}}` and `{{cartId}}` filled in (encoded). A query parameter whose
 * placeholder has no value (a cookie session has no token to send) is left out.
 */
export function fillUrl(template: string, values: { token?: string | null; cartId?: string | null }): string {
  const [path, query = ""] = template.split("?", 2) as [string, string?];
  const fill = (text: string) =>
    text.replace(/\{\{(token|cartId)\}\}/g, (_, name: "token" | "cartId") => encodeURIComponent(values[name] ?? ""));
  const params = query
    .split("&")
    .filter((part) => part !== "")
    .filter((part) => {
      const placeholder = /=\{\{(token|cartId)\}\}$/.exec(part)?.[1] as "token" | "cartId" | undefined;
      return !placeholder || Boolean(values[placeholder]);
    })
    .map(fill);
  return params.length > 0 ? `${fill(path)}?${params.join("&")}` : fill(path);
}

/**
 * An order made offline (offline-order.ts): it waits in the same store as every task, but the queue
 * sends it only when the shopper confirms it, or when automatic transmission is on (SPEC §4).
 */
export const isOrderTask = (task: Pick<SyncTask, "meta">) =>
  typeof task.meta === "object" && task.meta !== null && (task.meta as { kind?: unknown }).kind === "order";

/**
 * An answer that is no verdict on the task: the shop is unavailable (503), or an order the server is
 * still writing under the same key (ORDER_PENDING). The task waits, as when no answer came.
 */
export function isNoVerdict(answer: { status: number; body: unknown }): boolean {
  if (answer.status === 503) return true;
  const result = (answer.body as { result?: { errorCode?: unknown } } | null)?.result;
  return typeof result === "object" && result !== null && result.errorCode === "ORDER_PENDING";
}

/** Whether the queue may still send this task. */
export const canSend = (task: Pick<SyncTask, "attempts" | "transmited">) =>
  !task.transmited && task.attempts < SYNC_TASK_MAX_ATTEMPTS;

/**
 * The task after its answer: transmitted with result and codes. `keep` says whether it stays in
 * the store (a cacheable result) or goes.
 */
export function settle(
  task: SyncTask,
  answer: { status: number; body: unknown },
  now = Date.now(),
): { task: SyncTask; keep: boolean; ok: boolean } {
  const envelope =
    typeof answer.body === "object" && answer.body !== null
      ? (answer.body as { code?: unknown; result?: unknown })
      : null;
  const code = typeof envelope?.code === "number" ? envelope.code : null;
  const ok = answer.status >= 200 && answer.status < 300 && (code === null || code === 200);
  const settled: SyncTask = {
    ...task,
    transmited: true,
    transmited_at: now,
    updated_at: now,
    result: envelope && "result" in envelope ? envelope.result : answer.body,
    resultCode: answer.status,
    code,
  };
  return { task: settled, keep: ok && task.is_result_cacheable, ok };
}

/** The message of a failed answer's error envelope, if it has one. */
export function failureMessage(task: Pick<SyncTask, "result">): string | null {
  const result = task.result as { errorMessage?: unknown } | null;
  return typeof result?.errorMessage === "string" ? result.errorMessage : null;
}
