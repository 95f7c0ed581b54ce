/**
 * The cart's lines as the browser keeps them (SPEC §3 cart item) and the optimistic changes made to
 * them before the server answers (SPEC §4 cart sync: a failed update restores prev_qty, or removes
 * an item that was only optimistic). Pure: every function returns new arrays.
 */
import type { CartItemDto, TotalsDto } from "../../schema/api/cart";
import type { ProductOptionRequest } from "../api/cart";
import { mergeStatuses } from "./cart-sync";

/** Where a line's picture and page are (the cart API sends both; an optimistic line has the page's). */
export interface LineMedia {
  /** Media path of the image (schema/catalog/media.ts `imageUrl` makes the URL). */
  image: string | null;
  /** The product page of the line. */
  url: string | null;
}

export interface CartLine extends LineMedia {
  /** Stable key for rendering: `i<item_id>` once the server knows the line, `t<n>` while only optimistic. */
  key: string;
  /** The server's line id; null while the line is only optimistic. */
  item_id: number | null;
  sku: string;
  qty: number;
  /** The quantity before a change still in flight, restored when it fails. */
  prev_qty?: number;
  name: string;
  /** Unit price incl. tax, cents. */
  price: number;
  product_type: string;
  product_option?: unknown;
  /** Canonical form of the options, so the same choice finds the same line (`optionKey`). */
  optionKey: string;
  options: { label: string; value: string }[];
  /** Set when the line can no longer be bought. */
  errors?: string;
  /** SPEC §8 item info ('In stock!' or the volatile warning). */
  info?: string;
  /** Added offline: the id of the sync task that sends it (client/offline); kept until it is sent. */
  queued?: string;
}

/** A line to add, with what the page knows to show it before the server answers. */
export interface NewLine extends LineMedia {
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  product_option?: ProductOptionRequest;
  options?: { label: string; value: string }[];
}

type OptionShape = {
  extension_attributes?: {
    custom_options?: { option_id: number | string; option_value: string | number }[];
    bundle_options?: { option_id: number | string; option_qty?: number; option_selections: (number | string)[] }[];
  };
} | null;

const sortedNumbers = (values: readonly (number | string)[]) =>
  [...new Set(values.map(Number))].filter(Number.isInteger).sort((a, b) => a - b);

/**
 * The canonical key of a product_option, as the server makes one line of one (sku, options): custom
 * choices and bundle selections in a fixed order; "" without options.
 */
export function optionKey(option: unknown): string {
  const attributes = (option as OptionShape)?.extension_attributes;
  const custom = (attributes?.custom_options ?? [])
    .map((o) => [Number(o.option_id), sortedNumbers(String(o.option_value).split(","))] as const)
    .filter(([, values]) => values.length > 0)
    .sort((a, b) => a[0] - b[0]);
  const bundle = (attributes?.bundle_options ?? [])
    .map((o) => [Number(o.option_id), o.option_qty ?? 1, sortedNumbers(o.option_selections)] as const)
    .sort((a, b) => a[0] - b[0]);
  return custom.length === 0 && bundle.length === 0 ? "" : JSON.stringify([custom, bundle]);
}

/** A server line as the browser keeps it: the server's picture and page, else the media the browser knew. */
export function lineFromDto(dto: CartItemDto, media: LineMedia): CartLine {
  return {
    key: `i${dto.item_id}`,
    item_id: dto.item_id,
    sku: dto.sku,
    qty: dto.qty,
    name: dto.name,
    price: dto.price,
    product_type: dto.product_type,
    product_option: dto.product_option,
    optionKey: optionKey(dto.product_option),
    options: dto.options,
    image: dto.image ?? media.image,
    url: dto.url ?? media.url,
    ...(dto.errors ? { errors: dto.errors } : {}),
    ...(dto.info ? { info: dto.info } : {}),
  };
}

/**
 * Adds a line optimistically: the same sku with the same options raises that line's quantity (its
 * prev_qty remembered), anything else becomes a new line with the local key `tempKey`.
 * Returns the lines and the key of the line that changed.
 */
export function addLine(lines: readonly CartLine[], add: NewLine, tempKey: string): { lines: CartLine[]; key: string } {
  const key = optionKey(add.product_option);
  const existing = lines.find((l) => l.sku === add.sku && l.optionKey === key && !l.errors);
  if (existing) {
    return {
      lines: lines.map((l) => (l === existing ? { ...l, qty: l.qty + add.qty, prev_qty: l.prev_qty ?? l.qty } : l)),
      key: existing.key,
    };
  }
  const line: CartLine = {
    key: tempKey,
    item_id: null,
    sku: add.sku,
    qty: add.qty,
    name: add.name,
    price: add.price,
    product_type: add.product_type,
    product_option: add.product_option,
    optionKey: key,
    options: add.options ?? [],
    image: add.image,
    url: add.url,
  };
  return { lines: [...lines, line], key: tempKey };
}

/**
 * Puts the server's answer for the line `key` in its place. When the server answered with a line
 * the browser already had under another key (it merged them), that other line goes. `sentQty` is
 * the quantity a set-quantity call sent: when the line shows another one by now, a newer change is
 * on its way, so the line keeps showing it, with the server's quantity to go back to.
 */
export function confirmLine(lines: readonly CartLine[], key: string, dto: CartItemDto, sentQty?: number): CartLine[] {
  const target = lines.find((l) => l.key === key);
  const twin = lines.find((l) => l.key !== key && l.item_id === dto.item_id);
  let confirmed = lineFromDto(dto, {
    image: target?.image ?? twin?.image ?? null,
    url: target?.url ?? twin?.url ?? null,
  });
  if (target && sentQty !== undefined && target.qty !== sentQty)
    confirmed = { ...confirmed, qty: target.qty, prev_qty: dto.qty };
  // The optimistic line went meanwhile (another tab's state was adopted): the server has it, so show it.
  if (!target && !twin) return [...lines, confirmed];
  if (!target) return lines.map((l) => (l === twin ? confirmed : l));
  return lines.filter((l) => l !== twin).map((l) => (l === target ? confirmed : l));
}

/** Sets a line's quantity optimistically, remembering the quantity to go back to. */
export function setLineQty(lines: readonly CartLine[], key: string, qty: number): CartLine[] {
  return lines.map((l) => (l.key === key ? { ...l, qty, prev_qty: l.prev_qty ?? l.qty } : l));
}

/**
 * SPEC §4: a failed update restores the line's prev_qty, or removes the line when it was only
 * optimistic (the server never had it).
 */
export function rollbackLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.flatMap((l) => {
    if (l.key !== key || l.queued) return [l];
    if (l.item_id === null) return [];
    if (l.prev_qty === undefined) return [l];
    const { prev_qty: previous, ...rest } = l;
    return [{ ...rest, qty: previous }];
  });
}

/** The lines as the server last confirmed them: every change still on its way undone. */
export function settledLines(lines: readonly CartLine[]): CartLine[] {
  return lines.reduce<CartLine[]>((settled, line) => rollbackLine([...settled, line], line.key), []);
}

/** Removes a line optimistically; `restoreLine` puts it back where it was when the server refuses. */
export function removeLine(
  lines: readonly CartLine[],
  key: string,
): { lines: CartLine[]; removed: { line: CartLine; index: number } | null } {
  const index = lines.findIndex((l) => l.key === key);
  if (index < 0) return { lines: [...lines], removed: null };
  return { lines: lines.filter((_, i) => i !== index), removed: { line: lines[index]!, index } };
}

export function restoreLine(lines: readonly CartLine[], removed: { line: CartLine; index: number }): CartLine[] {
  if (lines.some((l) => l.key === removed.line.key)) return [...lines];
  const next = [...lines];
  next.splice(Math.min(removed.index, next.length), 0, removed.line);
  return next;
}

/**
 * The lines after a pull (SPEC §4 merge statuses, `mergeStatuses`): the server's lines in its
 * order — `no-item` lines of the browser gone, `wrong-qty` lines at the server's quantity,
 * `update-required` lines (added on another device or without JavaScript) taken in. A line the
 * browser knew keeps its media by line id; a new one borrows the media of a line of its sku.
 */
export function linesFromPull(pulled: readonly CartItemDto[], known: readonly CartLine[]): CartLine[] {
  const statuses = mergeStatuses(known, pulled);
  return pulled.map((dto) => {
    const own =
      statuses.get(dto.item_id) === "update-required" ? undefined : known.find((l) => l.item_id === dto.item_id);
    const media = own?.image ? own : known.find((l) => l.sku === dto.sku && l.image);
    return lineFromDto(dto, { image: media?.image ?? null, url: media?.url ?? null });
  });
}

/** Unit prices as the totals computed them now (the server prices every read). */
export function withTotalsPrices(lines: readonly CartLine[], totals: TotalsDto): CartLine[] {
  const prices = new Map(totals.items.map((i) => [i.item_id, i.price_incl_tax]));
  return lines.map((l) => {
    const price = l.item_id === null ? undefined : prices.get(l.item_id);
    return price === undefined || price === l.price ? l : { ...l, price };
  });
}
