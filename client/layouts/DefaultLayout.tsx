import type { ReactNode } from "react";
import { Island } from "../island";
import BottomNav from "../islands/BottomNav";
import Header from "../islands/Header";
import MobileMenu, { type SentMobileMenuProps } from "../islands/MobileMenu";
import SidePanels from "../islands/SidePanels";
import UspBar from "../islands/UspBar";
import { useI18n } from "../i18n/translate";
import { storePath } from "../../domain/urls";
import type { PageFrame } from "../pages/page-types";
import { FooterSignup } from "../components/newsletter/FooterSignup";
import { PopupIsland } from "../components/newsletter/PopupIsland";
import { Footer } from "./Footer";
import { OverlaysIsland } from "./Overlays";

/**
 * SPEC §2 default layout: header, footer, mobile bottom tab bar, notification area, loader,
 * modal area and offline badge, plus the side panels and mobile menu.
 */
export function DefaultLayout({
  frame,
  transparentHeader = false,
  children,
}: {
  frame: PageFrame;
  transparentHeader?: boolean;
  children: ReactNode;
}) {
  const { t, store } = useI18n();
  const icons = ["returns", "truck", "sparkle"] as const;
  // The CMS usps (config story) when there are any, else the built-in three.
  const usps = frame.usps?.length
    ? frame.usps.map((u, i) => ({
        label: u.label,
        icon: icons[i % icons.length]!,
        ...(u.link ? { link: u.link } : {}),
      }))
    : [
        { label: t("usp.returns"), icon: "returns" as const },
        { label: t("usp.delivery"), icon: "truck" as const },
        { label: t("usp.service"), icon: "sparkle" as const },
      ];
  return (
    <div className={`layout layout--default${transparentHeader ? " has-transparent-header" : ""}`}>
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      {/* A landmark of its own: every part of the page sits in one (axe: region). */}
      <aside className="usp" aria-label={t("usp.label")}>
        <Island name="UspBar" component={UspBar} props={{ items: usps }} hydrate="idle" />
      </aside>
      {/* Without JavaScript the header's menu and search buttons lead to the menu page (search box, categories, languages). */}
      <form data-nojs action={storePath(store.code, "/menu")}>
        <Island
          name="Header"
          component={Header}
          props={{ navigation: frame.navigation, transparent: transparentHeader }}
          hydrate="idle"
        />
      </form>
      {/* The menu's navigation is the Header's: sent once, read from there in the browser. */}
      <Island
        name="MobileMenu"
        component={MobileMenu}
        props={{ navigation: frame.navigation, alternates: frame.alternates }}
        sent={{ alternates: frame.alternates } satisfies SentMobileMenuProps}
        cacheWhole
        hydrate="idle"
      />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <FooterSignup />
      <Footer frame={frame} />
      <form data-nojs action={storePath(store.code, "/menu")}>
        <Island name="BottomNav" component={BottomNav} props={{ routeItem: frame.routeItem }} hydrate="idle" />
      </form>
      <Island name="SidePanels" component={SidePanels} props={{ alternates: frame.alternates }} hydrate="idle" />
      <OverlaysIsland />
      <PopupIsland delayMs={frame.newsletterPopupDelayMs} />
    </div>
  );
}
