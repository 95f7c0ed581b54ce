/**
 * Links stylesheets the page does not have yet (content blocks in a modal on a catalogue page: the
 * page-*.css a server answer names) and resolves once they have loaded, so what they style shows
 * styled from its first frame. One that fails to load is no reason to hold the content back.
 */
export function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href, location.href).pathname,
    ),
  );
  const loads = hrefs
    .filter((href) => !linked.has(new URL(href, location.href).pathname))
    .map(
      (href) =>
        new Promise<void>((done) => {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = href;
          link.onload = link.onerror = () => done();
          document.head.append(link);
        }),
    );
  return Promise.all(loads).then(() => undefined);
}
