/**
 * The importer's working store on disk: an embedded SQLite file (the `libsql` package) holding the
 * product documents as they are read, their normalised forms and, for the snapshot writer, the
 * finished products and their summaries. A shop of a million products does not fit in one process's
 * memory as objects (about 4 KB each); as rows on disk each step holds one batch or one shard at a time.
 *
 * Small catalogues (tests, the demo) use an in-memory database: the same code, no file.
 *
 * Lookups of one product read with `get()`, never `all()` or `iterate()`: each call of those keeps
 * about 1 KB of native memory in the `libsql` package until the process ends (300,000 calls: RSS
 * +250 MB with the JS heap flat), which at a million products was most of the importer's memory.
 * Pages of a thousand rows (`bySeq`) and a shard's rows make few enough calls.
 */
import Database from "libsql";
import { rmSync } from "node:fs";
import type { Product, ProductSummary } from "../../../schema/catalog/snapshot";
import { shardOf } from "../../../schema/catalog/snapshot";

type Row = Record<string, unknown>;

/** Whether a product is enabled and in stock (what a bundle asks of its items). */
export function isAvailable(p: Product): boolean {
  return p.status === 1 && p.stock.isInStock && (!p.stock.manageStock || p.stock.qty > 0);
}

const SCHEMA = `
  create table raw (seq integer primary key, lang text not null, sku text, doc text not null);
  create index raw_lang_sku on raw (lang, sku, seq);
  create table draft (seq integer primary key, id integer not null, sku text not null, entity text not null,
    rid text not null, location text not null, doc text not null);
  create index draft_sku on draft (sku, seq);
  create table localized (lang text not null, sku text not null, seq integer not null, doc text not null,
    primary key (lang, sku, seq)) without rowid;
  create table url_node (lang text not null, rank integer not null, seq integer not null, id integer not null,
    sku text not null, name text not null, url_key text, url_path text, primary key (lang, rank, seq)) without rowid;
  create table url (seq integer not null, lang text not null, url_key text not null, url_path text not null,
    primary key (seq, lang)) without rowid;
  create table product (seq integer primary key, sku text not null, shard integer not null default 0,
    available integer not null, doc text not null);
  create index product_sku on product (sku, seq);
  create table image (path text primary key) without rowid;
  create table summary (seq integer primary key, sku text not null, doc text not null);
  create index summary_sku on summary (sku, seq);
`;

/** Rows read a page at a time: a statement still being read blocks the connection's writes. */
const PAGE = 1000;

export class ImportScratch {
  readonly db: Database.Database;
  readonly #file: string | null;
  #inserting = 0;

  /** `file`: where to keep it (removed by close()); none keeps it in memory. */
  constructor(file?: string) {
    this.#file = file ?? null;
    if (file) rmSync(file, { force: true });
    this.db = new Database(file ?? ":memory:");
    // A scratch file is thrown away after the run: no journal, no syncs.
    this.db.exec(
      "pragma journal_mode = off; pragma synchronous = off; pragma temp_store = memory; pragma cache_size = -65536;",
    );
    this.db.exec(SCHEMA);
    this.db.exec("begin");
  }

  /**
   * Writes go into one open transaction, committed every 20,000 rows: a transaction per row costs
   * its own bookkeeping, and one for the whole import would keep its changed pages to the end.
   */
  wrote(count = 1): void {
    this.#inserting += count;
    if (this.#inserting < 20_000) return;
    this.commit();
  }

  /** Ends the open transaction and starts the next (reads on this connection see its writes either way). */
  commit(): void {
    this.db.exec("commit; begin");
    this.#inserting = 0;
  }

  /** All rows of a query at once (for queries of a bounded size: a shard, a lookup). */
  all<T extends Row>(sql: string, ...params: unknown[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  /**
   * The rows of `table` matching `where` in `seq` order, read a page at a time, so the caller can
   * write between rows; `columns` must include seq.
   */
  *bySeq<T extends { seq: number }>(table: string, columns: string, where = "1", ...params: unknown[]): Iterable<T> {
    const page = this.db.prepare(
      `select ${columns} from ${table} not indexed where seq > ? and (${where}) order by seq limit ${PAGE}`,
    );
    for (let last = -1; ;) {
      const batch = page.all(last, ...params) as T[];
      if (batch.length === 0) return;
      yield* batch;
      last = batch.at(-1)!.seq;
    }
  }

  close(): void {
    this.db.close();
    if (this.#file) {
      rmSync(this.#file, { force: true });
      rmSync(`${this.#file}-journal`, { force: true });
    }
  }
}

/**
 * The finished products of an import, kept in the scratch store: what the snapshot writer reads, in
 * catalogue order or a shard at a time, never all at once.
 */
export class StoredProducts {
  /** The store they are kept in (the writer keeps a table of its own there). */
  readonly scratch: ImportScratch;
  readonly #scratch: ImportScratch;
  readonly #insert;
  readonly #image;
  readonly #availableBySku;
  readonly #putSummary;
  readonly #summaryOf;
  readonly #summaryAt;
  count = 0;

  constructor(scratch: ImportScratch) {
    this.scratch = scratch;
    this.#scratch = scratch;
    const db = scratch.db;
    this.#insert = db.prepare("insert into product (seq, sku, available, doc) values (?, ?, ?, ?)");
    this.#image = db.prepare("insert or ignore into image (path) values (?)");
    // Bundles are in stock by their items: the last product listed with a sku is the one a sku names
    // (as a Map built in catalogue order would hold it).
    this.#availableBySku = db.prepare("select available from product where sku = ? order by seq desc limit 1");
    this.#putSummary = db.prepare("insert or replace into summary (seq, sku, doc) values (?, ?, ?)");
    this.#summaryOf = db.prepare("select doc from summary where sku = ? order by seq desc limit 1");
    this.#summaryAt = db.prepare("select doc from summary where seq = ?");
  }

  /** Adds a product at the end of the catalogue. */
  add(product: Product): void {
    this.#insert.run(this.count++, product.sku, isAvailable(product) ? 1 : 0, JSON.stringify(product));
    if (product.image) this.#image.run(product.image);
    for (const g of product.gallery) this.#image.run(g.image);
    for (const c of product.children) if (c.image) this.#image.run(c.image);
    this.#scratch.wrote();
  }

  /** Everything added becomes readable. */
  done(): this {
    this.#scratch.commit();
    return this;
  }

  /** Whether the product a sku names is enabled and in stock (a bundle's items). */
  available(sku: string): boolean {
    return (this.#availableBySku.get(sku) as { available: number } | undefined)?.available === 1;
  }

  /** Every image the products reference, sorted. */
  images(): string[] {
    return this.#scratch.all<{ path: string }>("select path from image order by path").map((r) => r.path);
  }

  /** The products in catalogue order. */
  *inOrder(): Iterable<Product> {
    for (const [, product] of this.numbered()) yield product;
  }

  /** The products with their place in the catalogue, in order. */
  *numbered(): Iterable<[number, Product]> {
    for (const row of this.#scratch.bySeq<{ seq: number; doc: string }>("product", "seq, doc"))
      yield [row.seq, JSON.parse(row.doc) as Product];
  }

  /** Files each product under its shard (by sku), for `shard`. */
  assignShards(shardCount: number): void {
    const update = this.#scratch.db.prepare("update product set shard = ? where seq = ?");
    for (const { seq, sku } of this.#scratch.bySeq<{ seq: number; sku: string }>("product", "seq, sku")) {
      update.run(shardOf(sku, shardCount), seq);
      this.#scratch.wrote();
    }
    this.#scratch.db.exec("create index if not exists product_shard on product (shard, seq)");
    this.#scratch.commit();
  }

  /** One shard's products with their place in the catalogue, in catalogue order. */
  *shard(shard: number): Iterable<[number, Product]> {
    const rows = this.#scratch.all<{ seq: number; doc: string }>(
      "select seq, doc from product where shard = ? order by seq",
      shard,
    );
    for (const row of rows) yield [row.seq, JSON.parse(row.doc) as Product];
  }

  /** Keeps the summary (its JSON text) of the product at `seq`, for `summaries` and the lookups below. */
  putSummary(seq: number, sku: string, json: string): void {
    this.#putSummary.run(seq, sku, json);
    this.#scratch.wrote();
  }

  /** The summary of the product a sku names (the last one listed with it), if kept. */
  summaryOf(sku: string): ProductSummary | undefined {
    const row = this.#summaryOf.get(sku) as { doc: string } | undefined;
    return row && (JSON.parse(row.doc) as ProductSummary);
  }

  /** The summary of the product at `seq`. */
  summaryAt(seq: number): ProductSummary {
    return JSON.parse((this.#summaryAt.get(seq) as { doc: string }).doc) as ProductSummary;
  }

  /** The summaries' JSON texts in catalogue order. */
  *summaries(): Iterable<string> {
    for (const row of this.#scratch.bySeq<{ seq: number; doc: string }>("summary", "seq, doc")) yield row.doc;
  }
}

/**
 * A map from keys to values too big for memory, filed by shard (the files it becomes are written a
 * shard at a time): a key keeps its first value unless a later one comes with a higher rank.
 */
export class ShardedKeys {
  readonly #scratch: ImportScratch;
  readonly #put;
  readonly #read;

  constructor(scratch: ImportScratch, table: string) {
    this.#scratch = scratch;
    scratch.db.exec(`drop table if exists ${table};
      create table ${table} (key text primary key, shard integer not null, value text not null, rank integer not null) without rowid;
      create index ${table}_shard on ${table} (shard);`);
    this.#put = scratch.db.prepare(
      `insert into ${table} values (?, ?, ?, ?) on conflict (key) do update set value = excluded.value, rank = excluded.rank
       where excluded.rank > ${table}.rank`,
    );
    this.#read = scratch.db.prepare(`select key, value from ${table} where shard = ? order by key`);
  }

  put(key: string, shard: number, value: string, rank: number): void {
    this.#put.run(key, shard, value, rank);
    this.#scratch.wrote();
  }

  /** One shard's keys and values. */
  shard(shard: number): Record<string, string> {
    const map: Record<string, string> = {};
    for (const row of this.#read.all(shard) as { key: string; value: string }[]) map[row.key] = row.value;
    return map;
  }
}

/** A catalogue's products in an in-memory scratch store, for the writer (tests, the demo, small imports). */
export function storedProductsOf(products: Iterable<Product>): { products: StoredProducts; close: () => void } {
  const scratch = new ImportScratch();
  const stored = new StoredProducts(scratch);
  for (const p of products) stored.add(p);
  return { products: stored.done(), close: () => scratch.close() };
}
