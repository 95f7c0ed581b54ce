import { useStore } from "@nanostores/react";
import { Icon } from "../components/Icon";
import type { BoldIconName } from "../components/icon-paths";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";
import type { MessageKey } from "../i18n/messages/types";
import { useLoggedIn } from "../hooks/useLoggedIn";
import { $isMobileMenuOpen, $sidePanel, useCartCount, toggleMobileMenu, toggleSidePanel } from "../stores/ui";

/** SPEC §4 tab bar items; "none" when the route has no item of its own. */
export type TabItem = "home" | "menu" | "wishlist" | "account" | "none";

export interface BottomNavProps {
  /** The item the route gives: my-account → account, wishlist → wishlist, home → home. */
  routeItem: TabItem;
}

/** The active tab: the open menu wins, otherwise the route's own item. */
export function activeTab(routeItem: TabItem, menuOpen: boolean): TabItem {
  return menuOpen ? "menu" : routeItem;
}

/** The mobile bottom tab bar (SPEC §2), hidden from 1024 px. */
export default function BottomNav({ routeItem }: BottomNavProps) {
  const { t, store } = useI18n();
  const menuOpen = useStore($isMobileMenuOpen);
  const panel = useStore($sidePanel);
  const count = useCartCount();
  const active = activeTab(routeItem, menuOpen);
  // SPEC §2: Wishlist and Account go to login when anonymous.
  const loggedIn = useLoggedIn();

  const tab = (
    item: TabItem,
    // Its icon has a bold variant for the current tab (bottom-nav.css).
    icon: BoldIconName,
    label: MessageKey,
    action: { href: string } | { onClick: () => void },
  ) => {
    const content = (
      <>
        <Icon name={icon} />
        <span className="bottom-nav__label">{t(label)}</span>
      </>
    );
    const className = `bottom-nav__item${active === item ? " is-active" : ""}`;
    if ("href" in action)
      return (
        <a className={className} href={action.href} aria-current={active === item ? "page" : undefined}>
          {content}
        </a>
      );
    // Without JavaScript it submits the layout's form around the tab bar (data-nojs): the menu page.
    return (
      <button type="submit" className={className} onClick={action.onClick} aria-pressed={active === item}>
        {content}
      </button>
    );
  };
  // Tapping the active item toggles back to the route-derived one (SPEC §4).
  const accountAction = (href: string) => ({ href });

  return (
    <nav className="bottom-nav" aria-label={t("tabbar.label")}>
      {tab("home", "home", "tabbar.home", { href: storePath(store.code, "/") })}
      {tab("menu", "search", "tabbar.search", { onClick: toggleMobileMenu })}
      {tab(
        "wishlist",
        "heart",
        "tabbar.wishlist",
        accountAction(storePath(store.code, loggedIn ? "/my-account/wishlist" : "/login")),
      )}
      {tab(
        "account",
        "user",
        "tabbar.account",
        accountAction(storePath(store.code, loggedIn ? "/my-account" : "/login/")),
      )}
      <button
        type="button"
        className={`bottom-nav__item${panel === "microcart" ? " is-active" : ""}`}
        onClick={() => toggleSidePanel("microcart")}
        aria-pressed={panel === "microcart"}
        aria-label={count ? t("header.cartCount", { count }) : undefined}
      >
        <Icon name="bag" />
        {count > 0 && (
          <span className="count-badge" aria-hidden="true">
            {count}
          </span>
        )}
        <span className="bottom-nav__label">{t("tabbar.cart")}</span>
      </button>
    </nav>
  );
}
