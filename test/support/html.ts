/** The props a top-level island was rendered with, from its `<script type="application/json" data-island-props>`. */
export function islandProps<T = Record<string, unknown>>(html: string, island: string): T {
  const match = new RegExp(`<script type="application/json" data-island-props="${island}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error(`no props of island ${island} in the page`);
  return JSON.parse(match[1]!) as T;
}
