/**
 * Reading the snapshot's files from the deploy's static assets (the ASSETS binding): a JSON file, or
 * a file the build shipped beside the catalogue; and the error a missing or broken one is.
 */
import { ServiceUnavailableError } from "../errors/app-error";

const ASSET_ORIGIN = "https://assets.invalid";

/**
 * The catalogue snapshot cannot be used: a file is missing, unreadable or not what the build wrote.
 * A known fault (503 with Retry-After), not a bug; `file` names the asset so the log says what to fix.
 */
export class CatalogUnavailableError extends ServiceUnavailableError {
  readonly file: string;

  constructor(file: string, problem: string) {
    super("The catalogue is not available right now", `catalogue file ${file} ${problem}`);
    this.name = "CatalogUnavailableError";
    this.file = file;
  }
}

/** A snapshot file parsed as JSON; rejects with CatalogUnavailableError when it is missing, unreadable or not JSON. */
export async function fetchJson<T>(assets: Fetcher, path: string): Promise<T> {
  let response: Awaited<ReturnType<Fetcher["fetch"]>>;
  try {
    response = await assets.fetch(`${ASSET_ORIGIN}${path}`);
  } catch (error) {
    throw new CatalogUnavailableError(path, `could not be read: ${String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CatalogUnavailableError(path, `answered ${response.status}`);
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new CatalogUnavailableError(
      path,
      `is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** A file the build shipped (a search index, listing.json) as read from the assets: its text, or the status that answered instead. */
export interface ShippedFileRead {
  status: number;
  text: string | null;
}

/** Reads a file the build shipped beside the catalogue; a failed fetch rejects (settled at once, so a prefetch never goes unhandled). */
export function readShippedFile(assets: Fetcher, path: string): Promise<ShippedFileRead> {
  const read = (async () => {
    const response = await assets.fetch(`${ASSET_ORIGIN}${path}`);
    if (response.ok) return { status: response.status, text: await response.text() };
    await response.body?.cancel();
    return { status: response.status, text: null };
  })();
  read.catch(() => undefined);
  return read;
}
