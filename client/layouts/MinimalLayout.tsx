import type { ReactNode } from "react";
import { Island } from "../island";
import Header from "../islands/Header";
import { useI18n } from "../i18n/translate";
import type { PageFrame } from "../pages/page-types";
import { Footer } from "./Footer";
import { OverlaysIsland } from "./Overlays";

/** SPEC §2 minimal layout: logo header plus footer (checkout uses the bordered header variant). */
export function MinimalLayout({
  frame,
  checkout = false,
  children,
}: {
  frame: PageFrame;
  checkout?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="layout layout--minimal">
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <Island
        name="Header"
        component={Header}
        props={{ navigation: [], variant: checkout ? "checkout" : "logo-only" }}
        hydrate="idle"
      />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer frame={frame} />
      <OverlaysIsland />
    </div>
  );
}
