import type { ReactNode } from "react";
import { BRAND_TITLE_SUFFIX } from "../config/brand";
import { DEFAULT_STORE, STORE_CODES, getStoreView } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";
import type { PageFrame, PageMeta } from "./page-types";

/**
 * The HTML document: head with title (brand suffix), canonical and hreflang alternates for every
 * store view, the stylesheet, the client entry (nonce'd for the CSP), then the layout.
 */
export function Document({ frame, meta, children }: { frame: PageFrame; meta: PageMeta; children: ReactNode }) {
  const { store, t } = useI18n();
  const absolute = (path: string) => `${frame.origin}${path}`;
  return (
    <html lang={store.language} data-store={store.code} data-tax-country={store.taxCountry}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{meta.title.endsWith(BRAND_TITLE_SUFFIX) ? meta.title : `${meta.title}${BRAND_TITLE_SUFFIX}`}</title>
        <meta name="description" content={meta.description ?? t("meta.description")} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#f7f4ef" />
        <link rel="canonical" href={absolute(frame.alternates[store.code])} />
        {STORE_CODES.map((code) => (
          <link
            key={code}
            rel="alternate"
            hrefLang={getStoreView(code).locale}
            href={absolute(frame.alternates[code])}
          />
        ))}
        <link rel="alternate" hrefLang="x-default" href={absolute(frame.alternates[DEFAULT_STORE])} />
        {frame.assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={frame.assets.css} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script type="module" src={frame.assets.entry} nonce={frame.nonce} async />
      </head>
      <body>{children}</body>
    </html>
  );
}
