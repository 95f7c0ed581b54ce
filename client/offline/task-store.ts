/**
 * The sync tasks in IndexedDB (database `an-offline`, store `sync_tasks`, keyed by task id), so a
 * change made offline survives a page change, a closed tab and a restart until it can be sent.
 * Every function answers an empty result where IndexedDB is missing or refused (private modes).
 */
import { markPending } from "./pending-flag";
import type { SyncTask } from "./sync-task";

const DB_NAME = "an-offline";
const STORE = "sync_tasks";

let opened: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "task_id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opened;
}

/** Runs one request in a transaction of its own and answers its result (or `empty` without a database). */
async function run<T>(mode: IDBTransactionMode, make: (store: IDBObjectStore) => IDBRequest<T>, empty: T): Promise<T> {
  const db = await open();
  if (!db) return empty;
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = make(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error("sync task store failed"));
    tx.onabort = () => reject(tx.error ?? new Error("sync task store aborted"));
  });
}

export async function putTask(task: SyncTask): Promise<void> {
  await run<IDBValidKey>("readwrite", (s) => s.put(task), "");
}

export async function deleteTask(id: string): Promise<void> {
  await run("readwrite", (s) => s.delete(id), undefined);
}

/** Every task, oldest first. */
export async function allTasks(): Promise<SyncTask[]> {
  const tasks = await run("readonly", (s) => s.getAll() as IDBRequest<SyncTask[]>, [] as SyncTask[]);
  return tasks.sort((a, b) => a.created_at - b.created_at);
}

/** SPEC §4: a forced logout clears the tasks not transmitted yet (a cacheable result stays). */
export async function clearUntransmitted(): Promise<void> {
  for (const task of await allTasks()) if (!task.transmited) await deleteTask(task.task_id);
  markPending(false);
}
