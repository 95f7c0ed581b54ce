import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadUiMessages } from "./i18n/messages";
import { DEFAULT_STORE, getStoreView, isStoreCode } from "../domain/store-views";
import { createI18n, I18nContext, type I18n } from "./i18n/translate";
import { InsideIsland, readIslandProps, type HydrateDirective } from "./island";
import { ISLAND_MESSAGES, ISLANDS, type IslandModule, type IslandName } from "./islands/registry";
import { onIdle, scheduleHydration } from "./hydrate/schedule";
import "./navigation/swap";

/**
 * The client entry: finds every top-level `[data-island]` and hydrates it by its directive.
 * Nested islands are hydrated by their parent's React tree.
 */
// The forms the layout puts around the header and the tab bar (data-nojs) only serve browsers without
// JavaScript: with it, their buttons open panels in place and the forms never submit.
addEventListener("submit", (e) => (e.target as Element).matches("[data-nojs]") && e.preventDefault());

const root = document.documentElement;
const code = isStoreCode(root.dataset.store ?? "") ? (root.dataset.store as "nl" | "de" | "en") : DEFAULT_STORE;
const taxCountry = root.dataset.taxCountry === "DE" ? "DE" : "NL";
// Strings of on-demand features come only when an island of this page needs them.
const pageIslands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((el) => el.dataset.island ?? "");
const extraMessages = [
  ...new Set(pageIslands.flatMap((name) => (isIslandName(name) ? (ISLAND_MESSAGES[name] ?? []) : []))),
];
const i18nReady: Promise<I18n> = loadUiMessages(code, extraMessages).then((messages) =>
  createI18n(getStoreView(code, taxCountry), messages, root.dataset.media),
);

/**
 * Marks the island as hydrated once React has committed it (tests and tooling wait on this), and
 * lets a submit held until then go (hydrate/held-submit.ts).
 */
function HydratedMarker({ el, onCommit }: { el: HTMLElement; onCommit: () => void }) {
  useEffect(() => {
    el.dataset.hydrated = "";
    el.dispatchEvent(new Event("hydrated"));
    onCommit();
  }, [el, onCommit]);
  return null;
}

function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(ISLANDS, name);
}

/**
 * Hydrates one island; resolves true once React has committed it, false when it failed (logged with
 * its name; a name the registry does not know fails there too: `load` is undefined). A failed
 * island is tried again at the shopper's next interaction with it (hydrate/schedule.ts).
 */
async function hydrateIsland(el: HTMLElement): Promise<boolean> {
  const name = el.dataset.island ?? "";
  try {
    const load = isIslandName(name) ? ISLANDS[name] : undefined;
    const [module, i18n] = await Promise.all([load!(), i18nReady]);
    const Component = module.default as ComponentType<object>;
    const sent = readIslandProps(el);
    const complete = (module as IslandModule).hydrationProps as ((sent: object) => Promise<object>) | undefined;
    const props = complete ? await complete(sent) : sent;
    await new Promise<void>((committed) =>
      hydrateRoot(
        el,
        <I18nContext.Provider value={i18n}>
          <InsideIsland.Provider value={true}>
            <Component {...props} />
            <HydratedMarker el={el} onCommit={committed} />
          </InsideIsland.Provider>
        </I18nContext.Provider>,
        {
          onRecoverableError: (error) =>
            console.warn(
              JSON.stringify({ level: "warn", msg: "hydration recovered", island: name, error: String(error) }),
            ),
        },
      ),
    );
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "island failed to hydrate", island: name, error: String(error) }),
    );
    return false;
  }
}

for (const el of document.querySelectorAll<HTMLElement>("[data-island]:not([data-nested])")) {
  scheduleHydration(el, (el.dataset.hydrate ?? "load") as HydrateDirective, () => hydrateIsland(el));
}
// Every island is scheduled and the interaction listeners are in place (tests and tooling wait on this).
root.dataset.booted = "";
// Offline (issue 33): the service worker and the sync of queued tasks start a moment after the
// page has loaded (client/offline/boot.ts): no first-paint cost.
const offline = () => setTimeout(() => void import("./offline/boot"), 1000);
if (document.readyState === "complete") offline();
else addEventListener("load", offline, { once: true });
// Analytics (consent, the data layer's page events, field vitals: issue 34) once the browser is idle.
onIdle(() => import("./analytics/page"));
// The navigation history and the product page's transitions (SPEC §2; client/navigation/start.ts).
onIdle(() => import("./navigation/start"));
