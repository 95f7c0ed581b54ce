/**
 * The sync task queue (SPEC §4): tasks queue while offline and are sent, oldest first, when the
 * browser is online again. One sender at a time across the browser's tabs (a Web Lock), so a task
 * is never sent twice by two tabs; a task is counted as sent once it got an answer (SPEC §9 queue
 * max attempts 1): a send that got no answer (still offline) leaves it queued. Each answer settles
 * the task (sync-task.ts `settle`); a failure is shown unless the task is silent; the task's
 * callback event is dispatched on the window with the task as its detail.
 */
import { notify } from "../stores/notifications";
import { markPending } from "./pending-flag";
import { allTasks, deleteTask, putTask } from "./task-store";
import {
  canSend,
  createTask,
  failureMessage,
  fillUrl,
  isNoVerdict,
  isOrderTask,
  needsCart,
  settle,
  type NewTask,
  type SyncTask,
} from "./sync-task";

/** Fills the placeholders at send time: the session token (none for a cookie session) and the cart id. */
export interface SendContext {
  token: () => string | null;
  /** The cart to send into: the shopper's, or a new one. */
  cartId: () => Promise<string>;
  /** The label of the OK button on a failure's notification, in the page's language. */
  okLabel: string;
  /** Which waiting tasks this sync sends; by default every task but orders made offline (sync-task.ts). */
  include?: (task: SyncTask) => boolean;
}

const LOCK = "an-sync-tasks";

/** Queues a task; answers it as stored. */
export async function queueTask(input: NewTask): Promise<SyncTask> {
  const task = createTask(input);
  await putTask(task);
  markPending(true);
  return task;
}

/** Tasks still waiting to be sent. */
export async function pendingTasks(): Promise<SyncTask[]> {
  return (await allTasks()).filter((t) => canSend(t));
}

async function send(task: SyncTask, context: SendContext): Promise<{ status: number; body: unknown } | null> {
  const url = fillUrl(task.url, { token: context.token(), cartId: needsCart(task) ? await context.cartId() : null });
  const { method, headers, mode, body } = task.payload;
  try {
    const response = await fetch(url, {
      method,
      headers: {
        accept: "application/json",
        ...headers,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      mode,
      credentials: "same-origin",
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body: parsed };
  } catch {
    return null;
  }
}

async function drain(context: SendContext): Promise<SyncTask[]> {
  const sent: SyncTask[] = [];
  const include = context.include ?? ((task: SyncTask) => !isOrderTask(task));
  // Oldest first: an add made offline reaches the cart before an order made after it.
  const tasks = (await allTasks()).sort((a, b) => a.created_at - b.created_at);
  for (const queued of tasks) {
    if (queued.transmited || !include(queued)) continue;
    if (!canSend(queued)) {
      await deleteTask(queued.task_id);
      continue;
    }
    if (typeof navigator !== "undefined" && !navigator.onLine) break;
    const answer = await send(queued, context).catch(() => null);
    // No answer (still offline), or none that decides (shop unavailable): the task waits for the next sync.
    if (!answer || isNoVerdict(answer)) break;
    const { task, keep, ok } = settle({ ...queued, attempts: queued.attempts + 1 }, answer);
    if (keep) await putTask(task);
    else await deleteTask(task.task_id);
    sent.push(task);
    if (!ok) {
      const message = failureMessage(task);
      console.warn(JSON.stringify({ level: "warn", msg: "sync task failed", url: task.url, code: task.resultCode }));
      if (!task.silent && message) notify({ type: "danger", message, action1: { label: context.okLabel } });
    }
    if (task.callback_event) dispatchEvent(new CustomEvent(task.callback_event, { detail: task }));
  }
  markPending((await allTasks()).some((t) => canSend(t)));
  return sent;
}

let last: Promise<unknown> = Promise.resolve();

/**
 * Sends the queued tasks `context.include` picks, one sync at a time per tab (a sync asked for while
 * another runs goes after it) and one tab at a time; answers the tasks that got their answer, settled.
 */
export function syncTasks(context: SendContext): Promise<SyncTask[]> {
  const locked = () =>
    typeof navigator !== "undefined" && navigator.locks
      ? navigator.locks.request(LOCK, () => drain(context))
      : drain(context);
  const run = last.catch(() => undefined).then(locked);
  last = run;
  return run;
}
