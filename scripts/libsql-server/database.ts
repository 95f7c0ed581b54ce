import { setTimeout as sleep } from "node:timers/promises";
import Database from "libsql";

type LibsqlDatabase = InstanceType<typeof Database>;
export type LibsqlStatement = ReturnType<LibsqlDatabase["prepare"]>;

/** One SQLite connection to the database file, configured the same way for every stream. */
export class Connection {
  private readonly db: LibsqlDatabase;
  private counters: LibsqlStatement | undefined;
  /**
   * A statement that fails with SQLITE_BUSY stays "in progress": SQLite keeps it
   * runnable for a retry, and libsql's JS API can only reset a statement by running
   * it again. Until it is garbage-collected it makes COMMIT fail ("SQL statements in
   * progress") and pins an old snapshot, so the owner should replace this connection
   * as soon as no transaction depends on it.
   */
  stuck = false;

  constructor(file: string) {
    this.db = new Database(file);
    try {
      // busy_timeout must stay 0: the embedded API is synchronous, so SQLite's own
      // waiting would freeze the event loop, including the request that would
      // release the lock. busy.ts retries asynchronously instead.
      this.db.exec("PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;");
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  prepare(sql: string): LibsqlStatement {
    return this.db.prepare(sql).safeIntegers(true);
  }

  get isAutocommit(): boolean {
    return !this.db.inTransaction;
  }

  /** sqlite3_changes() and sqlite3_last_insert_rowid(), without losing rowids above 2^53. */
  changes(): { changes: number; lastInsertRowid: bigint } {
    this.counters ??= this.prepare("SELECT changes(), last_insert_rowid()").raw(true);
    const row = this.counters.get([]) as [bigint, bigint];
    return { changes: Number(row[0]), lastInsertRowid: row[1] };
  }

  /** Sets the journal mode and returns the one in effect (lowercase). */
  journalMode(mode: string): string {
    const [current] = this.prepare(`PRAGMA journal_mode = ${mode}`).raw(true).get([]) as [string];
    return current;
  }

  /** Moves the WAL into the database file and empties it, so the file alone is complete. */
  async checkpoint(): Promise<void> {
    const stmt = this.prepare("PRAGMA wal_checkpoint(TRUNCATE)").raw(true);
    // The first attempt after other connections closed can report "busy" (it copies
    // every frame but cannot truncate yet); a retry a moment later succeeds.
    for (let attempt = 1; ; attempt++) {
      const [busy] = stmt.get([]) as [bigint];
      if (busy === 0n) return;
      if (attempt === 10) throw new Error("WAL checkpoint stayed busy");
      await sleep(10 * attempt);
    }
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** Rolls back an open transaction (never throws) and closes the connection. */
  close(): void {
    if (!this.db.open) return;
    if (this.db.inTransaction) {
      try {
        this.db.exec("ROLLBACK");
      } catch {
        // Closing the connection rolls back anyway; ROLLBACK only makes it explicit.
      }
    }
    this.db.close();
  }
}
