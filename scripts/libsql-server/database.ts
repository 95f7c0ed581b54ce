import { setTimeout as sleep } from "node:timers/promises";
import Database from "libsql";

type LibsqlDatabase = InstanceType<typeof Database>;
export type LibsqlStatement = ReturnType<LibsqlDatabase["prepare"]>;

/**
 * Prepared statements kept per connection. An application sends the same few dozen texts over
 * and over, and preparing one (parsing it against the schema) cost more CPU in the test suite's
 * server than running it.
 */
const CACHED_STATEMENTS = 256;

/** Statements after which a connection may differ from a fresh one (settings, temp objects, attached files). */
const CONNECTION_STATE =
  /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(?:PRAGMA|ATTACH|DETACH|CREATE\s+TEMP(?:ORARY)?)\b/i;

/** One SQLite connection to the database file, configured the same way for every stream. */
export class Connection {
  private readonly db: LibsqlDatabase;
  private counters: LibsqlStatement | undefined;
  private readonly statements = new Map<string, LibsqlStatement>();
  /** Set once a statement may have left state on the connection, so it is not handed to another stream. */
  private changedState = false;
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

  /**
   * A prepared statement for `sql`, kept for the next time (least recently used dropped first).
   * Reusing one is safe: libsql resets a statement before each run, and SQLite prepares it again by
   * itself when the schema has changed.
   */
  prepareCached(sql: string): LibsqlStatement {
    if (CONNECTION_STATE.test(sql)) this.changedState = true;
    const kept = this.statements.get(sql);
    if (kept !== undefined) {
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept;
    }
    const stmt = this.prepare(sql);
    this.statements.set(sql, stmt);
    if (this.statements.size > CACHED_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
    return stmt;
  }

  /** Runs SQL text without preparing it for reuse (a `sequence`: migrations, scripts). */
  exec(sql: string): void {
    if (CONNECTION_STATE.test(sql)) this.changedState = true;
    this.db.exec(sql);
  }

  /** Whether another stream may take this connection over: open, outside a transaction, as configured. */
  get reusable(): boolean {
    return this.db.open && !this.stuck && !this.changedState && this.isAutocommit;
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

/**
 * Connections that streams closed, handed to the next new stream: opening one reads the whole
 * schema again on its first statement, and most streams are a single request.
 */
export class ConnectionPool {
  private readonly idle: Connection[] = [];

  constructor(
    private readonly file: string,
    private readonly maxIdle = 8,
  ) {}

  take(): Connection {
    return this.idle.pop() ?? new Connection(this.file);
  }

  /** Keeps a connection that can serve another stream as it is; closes any other. */
  give(conn: Connection): void {
    if (conn.reusable && this.idle.length < this.maxIdle) this.idle.push(conn);
    else conn.close();
  }

  closeAll(): void {
    for (const conn of this.idle.splice(0)) conn.close();
  }
}
