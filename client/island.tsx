import { createContext, useContext, type ComponentType } from "react";
import type { IslandName } from "./islands/registry";

/** When an island hydrates (ARCHITECTURE §4). */
export type HydrateDirective = "load" | "idle" | "visible" | "interaction";

/** Island props must survive JSON: plain data only, no functions or class instances. */
export type IslandProps = object;

/** True inside an island: a nested island is then hydrated by its parent, not on its own. */
export const InsideIsland = createContext(false);

interface IslandWrapperProps<P extends IslandProps> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrateDirective;
}

/**
 * Renders a component inside `<div data-island data-hydrate data-props>` so the client entry can
 * hydrate it. The wrapper renders the same markup in the browser, which keeps a nested island's
 * markup identical when its parent hydrates.
 */
export function Island<P extends IslandProps>({ name, component: Component, props, hydrate = "load" }: IslandWrapperProps<P>) {
  const nested = useContext(InsideIsland);
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} data-nested={nested ? "" : undefined}>
      <InsideIsland.Provider value={true}>
        <Component {...props} />
      </InsideIsland.Provider>
    </div>
  );
}
