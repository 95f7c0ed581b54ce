import { randomBytes } from "node:crypto";
import { ConnectionPool } from "./database";
import { ProtocolError } from "./errors";
import { Stream } from "./stream";

export interface RegistryOptions {
  file: string;
  ttlMs: number;
  maxStreams: number;
  onEvent: (event: Record<string, unknown>) => void;
}

type Retired = "used" | "expired" | "closed";

const RETIRED_ERRORS: Record<Retired | "unknown", [string, string]> = {
  used: ["This baton was already used; send the baton from the latest response", "BATON_REUSED"],
  expired: ["The stream has expired due to inactivity", "STREAM_EXPIRED"],
  closed: ["The stream for this baton was closed by the server", "STREAM_CLOSED"],
  unknown: ["Received an invalid baton", "BATON_INVALID"],
};

// Remembering spent batons only serves better error messages, so it is bounded.
const MAX_RETIRED = 10_000;

/**
 * Owns all open streams and hands out batons. A baton is random (unguessable),
 * valid for exactly one request and maps to an idle stream; while a request runs
 * the stream has no baton at all, which serializes requests per stream.
 */
export class StreamRegistry {
  private readonly streams = new Set<Stream>();
  private readonly byBaton = new Map<string, Stream>();
  private readonly retired = new Map<string, Retired>();
  private nextId = 1;
  private readonly pool: ConnectionPool;

  constructor(private readonly options: RegistryOptions) {
    this.pool = new ConnectionPool(options.file);
  }

  get size(): number {
    return this.streams.size;
  }

  /** Opens a new stream (no baton) or takes the idle stream a baton points to. */
  acquire(baton: string | undefined): Stream {
    if (baton === undefined) {
      if (this.streams.size >= this.options.maxStreams) {
        throw new ProtocolError(`Too many open streams (limit ${this.options.maxStreams})`, "STREAMS_EXHAUSTED", 503);
      }
      const stream = new Stream(this.nextId++, this.pool);
      stream.busy = true;
      this.streams.add(stream);
      return stream;
    }
    const stream = this.byBaton.get(baton);
    if (stream === undefined) {
      const [message, code] = RETIRED_ERRORS[this.retired.get(baton) ?? "unknown"];
      throw new ProtocolError(message, code);
    }
    this.retire(baton, "used");
    clearTimeout(stream.expiry);
    stream.busy = true;
    return stream;
  }

  /** Ends a request: returns the next baton, or null once the stream is closed. */
  release(stream: Stream): string | null {
    stream.busy = false;
    if (stream.closed) {
      this.streams.delete(stream);
      return null;
    }
    const baton = randomBytes(24).toString("base64url");
    stream.baton = baton;
    this.byBaton.set(baton, stream);
    stream.expiry = setTimeout(() => this.expire(stream), this.options.ttlMs);
    // An abandoned stream must not keep a CLI or test process alive.
    stream.expiry.unref();
    return baton;
  }

  /** After an HTTP error the client treats the stream as dead, so we do too. */
  discard(stream: Stream): void {
    this.drop(stream, "closed");
  }

  /** Closes the idle stream behind a baton, if any (used when its request was malformed). */
  discardBaton(baton: string | undefined): void {
    const stream = baton === undefined ? undefined : this.byBaton.get(baton);
    if (stream !== undefined) this.drop(stream, "closed");
  }

  /** Closes (rolling back) every stream not executing a request right now. */
  closeIdle(): void {
    for (const stream of [...this.streams]) if (!stream.busy) this.drop(stream, "closed");
  }

  closeAll(): void {
    for (const stream of [...this.streams]) this.drop(stream, "closed");
    this.pool.closeAll();
  }

  private expire(stream: Stream): void {
    if (stream.busy || !this.streams.has(stream)) return;
    const rolledBack = stream.inTransaction;
    this.drop(stream, "expired");
    // An abandoned transaction is worth a line: its writes were just thrown away.
    if (rolledBack) {
      this.options.onEvent({ level: "warn", event: "stream_expired", stream: stream.id, rolled_back: true });
    }
  }

  private drop(stream: Stream, reason: Retired): void {
    if (stream.baton !== undefined && this.byBaton.get(stream.baton) === stream) this.retire(stream.baton, reason);
    stream.close();
    this.streams.delete(stream);
  }

  private retire(baton: string, reason: Retired): void {
    this.byBaton.delete(baton);
    this.retired.set(baton, reason);
    if (this.retired.size > MAX_RETIRED) {
      const oldest = this.retired.keys().next();
      if (!oldest.done) this.retired.delete(oldest.value);
    }
  }
}
