import type { ReactNode } from "react";
import { BRAND_NAME, BRAND_TITLE_SUFFIX } from "../config/brand";
import { jsonLd, SiteOrigin } from "../lib/site-origin";
import { DEFAULT_STORE, STORE_CODES, getStoreView } from "../../domain/store-views";
import { I18nContext, useI18n } from "../i18n/translate";
import { VIEW_TRANSITION_OPT_IN } from "../navigation/opt-in";
import type { PageFrame, PageMeta } from "./page-types";

/**
 * The HTML document: head with title (brand suffix), canonical and hreflang alternates for every
 * store view, the stylesheet, the client entry (the CSP allows scripts from our own origin only), then the layout,
 * and after it the catalogue's swatch stylesheet.
 */
export function Document({ frame, meta, children }: { frame: PageFrame; meta: PageMeta; children: ReactNode }) {
  const i18n = useI18n();
  const { store, t } = i18n;
  const absolute = (path: string) => `${frame.origin}${path}`;
  const title = meta.title.endsWith(BRAND_TITLE_SUFFIX) ? meta.title : `${meta.title}${BRAND_TITLE_SUFFIX}`;
  const description = meta.description ?? t("meta.description");
  const home = absolute(store.prefix ? `${store.prefix}/` : "/");
  const image = meta.image
    ? meta.image.startsWith("https://")
      ? meta.image
      : absolute(`/img/gallery/1024${meta.image}`)
    : absolute("/icon-512.png");
  // Organization and WebSite with a SearchAction on every page; the page's own structured data after them.
  const site = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": absolute("/#organization"),
        name: BRAND_NAME,
        url: absolute("/"),
        logo: absolute("/icon-512.png"),
      },
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        url: home,
        name: BRAND_NAME,
        inLanguage: store.locale,
        publisher: { "@id": absolute("/#organization") },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${home.replace(/\/$/, "")}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
  return (
    <html
      lang={store.language}
      data-store={store.code}
      data-tax-country={store.taxCountry}
      data-media={frame.mediaVersion}
      data-page-type={meta.pageType ?? "Other"}
      data-gtm={frame.gtmContainerId}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <style>{VIEW_TRANSITION_OPT_IN}</style>
        <title>{title}</title>
        <meta name="description" content={description} />
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
        {frame.styles?.map((group) => (
          <link key={group} rel="stylesheet" href={frame.assets.pageCss[group]} />
        ))}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta property="og:type" content={meta.type ?? "website"} />
        <meta property="og:site_name" content={BRAND_NAME} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={absolute(frame.alternates[store.code])} />
        <meta property="og:locale" content={store.locale.replace("-", "_")} />
        <meta property="og:image" content={image} />
        <meta name="twitter:card" content={meta.image ? "summary_large_image" : "summary"} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={image} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(site) }} />
        {meta.jsonLd?.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
        ))}
        <script type="module" src={frame.assets.boot} async fetchPriority="low" />
      </head>
      <body>
        <SiteOrigin.Provider value={frame.origin}>
          <I18nContext.Provider value={{ ...i18n, media: frame.mediaVersion }}>{children}</I18nContext.Provider>
        </SiteOrigin.Provider>
        {/* Swatch colours only (no layout; a dot is grey until they come): at the end of the body the
            catalogue's swatch stylesheet holds back no paint, where in the head it blocked the first. */}
        {frame.swatches && <link rel="stylesheet" href={frame.swatches} />}
      </body>
    </html>
  );
}
