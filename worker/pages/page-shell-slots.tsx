import { BRAND_TITLE_SUFFIX } from "../../client/config/brand";
import type { PageFrame } from "../../client/pages/page-types";
import { STORE_CODES } from "../../domain/store-views";
import { BODY_MARKER_ATTRIBUTE, slotMarker } from "./page-shell";
import type { PageSpec } from "./render";

/**
 * What a page shell (./page-shell.ts) is made of for a page of render.tsx: the key of its kind, the
 * slots its own values fill, and the page as the shell is rendered, with markers in their place.
 */

// The chrome's objects (menu, footer, usps) by identity in a page shell's key: the CMS keeps one per content version.
const chromeIds = new WeakMap<object, number>();
let lastChromeId = 0;
function chromeId(value: object | undefined): string {
  if (value === undefined) return "-";
  let id = chromeIds.get(value);
  if (id === undefined) chromeIds.set(value, (id = ++lastChromeId));
  return String(id);
}

/** The slots of a page shell (./page-shell.ts): the values of a page that its shell leaves as holes. */
const TITLE_SLOT = 0;
const DESCRIPTION_SLOT = 1;
const IMAGE_SLOT = 2;
const ALTERNATE_SLOTS = 3;
const JSON_LD_SLOTS = ALTERNATE_SLOTS + STORE_CODES.length;

/**
 * What makes two pages' shells the same markup besides the slots, or null for a page rendered
 * whole: one without the site chrome, or with an absolute image URL (the document keeps those as given).
 */
export function shellKey(spec: PageSpec, frame: PageFrame, scope: string): string | null {
  const { meta } = spec;
  if (spec.layout === "maintenance" || spec.layout === "empty" || meta.image?.startsWith("https://")) return null;
  return [
    scope,
    spec.layout ?? "default",
    spec.transparentHeader ? "transparent" : "",
    frame.routeItem,
    frame.styles?.join(",") ?? "",
    frame.swatches ?? "",
    frame.newsletterPopupDelayMs ?? "",
    chromeId(frame.navigation),
    chromeId(frame.footer),
    chromeId(frame.usps),
    meta.title.endsWith(BRAND_TITLE_SUFFIX) ? "suffixed" : "",
    meta.description == null ? "" : "description",
    meta.image === undefined ? "" : "image",
    meta.noindex ? "noindex" : "",
    meta.type ?? "",
    meta.jsonLd?.length ?? 0,
    meta.pageType ?? "",
    frame.gtmContainerId ?? "",
    // The footer's copyright year.
    new Date().getFullYear(),
  ].join("|");
}

/** The page's values in slot order. */
export function slotValues(spec: PageSpec, frame: PageFrame): unknown[] {
  const { title } = spec.meta;
  return [
    // A title with the brand already: the shell has the brand after the title's marker.
    title.endsWith(BRAND_TITLE_SUFFIX) ? title.slice(0, -BRAND_TITLE_SUFFIX.length) : title,
    spec.meta.description,
    spec.meta.image,
    ...STORE_CODES.map((code) => frame.alternates[code]),
    ...(spec.meta.jsonLd ?? []),
  ];
}

/** The page as its shell is rendered: a marker for each slot and for the body. */
export function shellSpec(spec: PageSpec, frame: PageFrame): { spec: PageSpec; frame: PageFrame } {
  const { meta } = spec;
  return {
    spec: {
      ...spec,
      meta: {
        ...meta,
        title: slotMarker(TITLE_SLOT) + (meta.title.endsWith(BRAND_TITLE_SUFFIX) ? BRAND_TITLE_SUFFIX : ""),
        description: meta.description == null ? meta.description : slotMarker(DESCRIPTION_SLOT),
        image: meta.image === undefined ? undefined : slotMarker(IMAGE_SLOT),
        // A marker string where an object goes: jsonLd() writes it quoted, and the template takes the quotes too.
        jsonLd: meta.jsonLd?.map((_, i) => slotMarker(JSON_LD_SLOTS + i) as unknown as object),
      },
      body: <template {...{ [BODY_MARKER_ATTRIBUTE]: "" }} />,
    },
    frame: {
      ...frame,
      alternates: Object.fromEntries(
        STORE_CODES.map((code, i) => [code, slotMarker(ALTERNATE_SLOTS + i)]),
      ) as PageFrame["alternates"],
    },
  };
}

/** The slots that hold whole JSON-LD objects. */
export function jsonLdSlots(spec: PageSpec): Set<number> {
  return new Set((spec.meta.jsonLd ?? []).map((_, i) => JSON_LD_SLOTS + i));
}
