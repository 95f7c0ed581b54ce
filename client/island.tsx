import { createContext, useContext, type ComponentType } from "react";
import type { IslandName } from "./islands/registry";

/** When an island hydrates (ARCHITECTURE §4). */
export type HydrateDirective = "load" | "idle" | "visible" | "interaction";

/** Island props must survive JSON: plain data only, no functions or class instances. */
export type IslandProps = object;

/** True inside an island: a nested island is then hydrated by its parent, not on its own. */
export const InsideIsland = createContext(false);

/**
 * The server's cache of islands' inner HTML (worker/pages/island-markup.ts): an island renders the
 * same markup for the same props in one store view, so a page writes what an earlier page of this
 * isolate rendered instead of rendering the island again. Null in the browser and wherever nothing
 * provides it.
 */
export interface IslandMarkupCache {
  /**
   * The inner HTML of island `name` rendered from the props whose JSON is `key`, or undefined (the
   * cache then learns it from the page, where the island's props script holds `sent`: the key
   * itself unless the island sends less than it renders from).
   */
  lookup(name: string, key: string, sent?: string): string | undefined;
}
export const IslandMarkup = createContext<IslandMarkupCache | null>(null);

interface IslandWrapperProps<P extends IslandProps> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateDirective;
  /**
   * What the page sends for the client to hydrate with, when that is less than what the server
   * renders from: the island module's `hydrationProps` completes it in the browser (the Listing
   * fetches its result instead of carrying every tile twice in the HTML). Defaults to `props`.
   */
  sent?: IslandProps;
  /**
   * Cache the island's markup (IslandMarkup) although it sends less than it renders from, keyed by
   * the JSON of its whole props: for small props only (the MobileMenu, whose navigation travels in
   * the Header's props). An island sent whole is always cached; one that sends less is not by
   * default (the Listing's tiles would make a large key for markup seldom seen twice).
   */
  cacheWhole?: boolean;
  /**
   * What the server markup renders from, when the props also carry what matters only after
   * hydration (ProductOptions' `stockAt`, the moment its stock was read, which differs on every
   * render): the markup cache keys on the JSON of this instead, so such an island is still reused.
   */
  markupProps?: IslandProps;
}

/**
 * Island props as the text of a JSON script element: `<` is escaped so no value can close the
 * script, and U+2028/2029 so the text stays valid everywhere. (As an attribute, React escaped the
 * whole JSON character by character on every render, which was most of a listing page's CPU time,
 * and every quote grew to `&quot;`.)
 */
export function propsJson(props: IslandProps): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Renders a component inside `<div data-island data-hydrate>` so the client entry can hydrate it,
 * its props in the `<script type="application/json" data-island-props>` just before. A nested
 * island needs no props of its own (its parent hydrates it) and renders the same markup in the
 * browser as on the server.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
  hydrate = "load",
  sent = props,
  cacheWhole = false,
  markupProps,
}: IslandWrapperProps<P>) {
  const nested = useContext(InsideIsland);
  const markup = useContext(IslandMarkup);
  const json = nested ? null : propsJson(sent);
  // The cache key must name everything the island renders from: the sent JSON when it is whole.
  const key =
    json === null || !markup
      ? null
      : markupProps
        ? propsJson(markupProps)
        : sent === props
          ? json
          : cacheWhole
            ? propsJson(props)
            : null;
  const cached = key === null || json === null ? undefined : markup?.lookup(name, key, json);
  return (
    <>
      {json === null ? null : (
        <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: json }} />
      )}
      {cached !== undefined ? (
        <div data-island={name} data-hydrate={hydrate} dangerouslySetInnerHTML={{ __html: cached }} />
      ) : (
        <div data-island={name} data-hydrate={hydrate} data-nested={nested ? "" : undefined}>
          <InsideIsland.Provider value={true}>
            <Component {...props} />
          </InsideIsland.Provider>
        </div>
      )}
    </>
  );
}

/**
 * The props another island of the page was sent (browser only), for an island whose own props
 * leave out what that one already carries; undefined when the page has no such island.
 */
export function pageIslandProps(name: IslandName): object | undefined {
  const script = document.querySelector<HTMLScriptElement>(`script[data-island-props="${name}"]`);
  return script ? parsedProps(script) : undefined;
}

/** The props of a top-level island element, from the JSON script the server rendered before it. */
export function readIslandProps(el: HTMLElement): object {
  const script = el.previousElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.dataset.islandProps !== el.dataset.island) return {};
  return parsedProps(script);
}

function parsedProps(script: HTMLScriptElement): object {
  return JSON.parse(script.textContent ?? "{}") as object;
}
