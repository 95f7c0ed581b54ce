import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Icon } from "../components/Icon";
import { Logo } from "../components/Logo";
import { MegaMenu } from "../components/MegaMenu";
import type { MenuItem } from "../config/navigation-types";
import { useHeaderScroll } from "../hooks/useHeaderScroll";
import { useI18n } from "../i18n/translate";
import { storePath } from "../../domain/urls";
import { useLoggedIn } from "../hooks/useLoggedIn";
import { $isMobileMenuOpen, $sidePanel, useCartCount, toggleMobileMenu, toggleSidePanel } from "../stores/ui";

export interface HeaderProps {
  navigation: MenuItem[];
  /** Transparent over the home hero while at the top (CMS theme flag). */
  transparent?: boolean;
  /** The checkout variant: logo only, with a bottom border. */
  variant?: "default" | "checkout" | "logo-only";
}

/** The sticky site header (SPEC §2): hides on scroll down, mega menu on desktop, icon actions. */
export default function Header({ navigation, transparent = false, variant = "default" }: HeaderProps) {
  const { t, store } = useI18n();
  const panel = useStore($sidePanel);
  const menuOpen = useStore($isMobileMenuOpen);
  const count = useCartCount();
  // SPEC §2: account to /my-account/ when logged in, else /login/; favourites to the wishlist or /login.
  const loggedIn = useLoggedIn();
  const { hidden, atTop } = useHeaderScroll();
  const [hovered, setHovered] = useState(false);
  const [megaOpen, setMegaOpen] = useState(false);
  const home = storePath(store.code, "/");
  const solid = !transparent || !atTop || hovered || megaOpen || panel !== null || menuOpen;
  const keepVisible = panel !== null || menuOpen;
  const className = [
    "site-header",
    `site-header--${variant}`,
    hidden && !keepVisible ? "is-hidden" : "",
    solid ? "is-solid" : "is-transparent",
  ].join(" ");

  if (variant !== "default") {
    return (
      <header className={className}>
        <div className="site-header__bar container site-header__bar--center">
          <Logo href={home} label={t("a11y.home")} />
        </div>
      </header>
    );
  }

  const accountAction = (label: string, icon: "user" | "heart", href: string) => (
    <a className="icon-btn" href={href} aria-label={label}>
      <Icon name={icon} />
    </a>
  );

  return (
    <header className={className} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <div className="site-header__bar container">
        <button
          type="submit"
          className="icon-btn site-header__burger"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          onClick={toggleMobileMenu}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
        </button>
        <Logo href={home} label={t("a11y.home")} />
        <MegaMenu items={navigation} label={t("a11y.mainNavigation")} onOpenChange={setMegaOpen} />
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-btn desktop-only"
            aria-label={t("header.language")}
            aria-expanded={panel === "language"}
            onClick={() => toggleSidePanel("language")}
          >
            <Icon name="globe" />
          </button>
          <button
            type="submit"
            className="icon-btn"
            aria-label={t("header.search")}
            aria-expanded={panel === "search"}
            onClick={() => toggleSidePanel("search")}
          >
            <Icon name="search" />
          </button>
          <span className="desktop-only">
            {accountAction(t("header.account"), "user", storePath(store.code, loggedIn ? "/my-account/" : "/login/"))}
          </span>
          <span className="desktop-only">
            {accountAction(
              t("header.wishlist"),
              "heart",
              storePath(store.code, loggedIn ? "/my-account/wishlist" : "/login"),
            )}
          </span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t(count ? "header.cartCount" : "header.cart", { count })}
            aria-expanded={panel === "microcart"}
            onClick={() => toggleSidePanel("microcart")}
          >
            <Icon name="bag" />
            {count > 0 && (
              <span className="count-badge" aria-hidden="true">
                {count}
              </span>
            )}
          </button>
        </div>
      </div>
    </header>
  );
}
