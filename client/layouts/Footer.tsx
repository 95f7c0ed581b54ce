import { Island } from "../island";
import FooterColumns from "../islands/FooterColumns";
import LanguageButton from "../islands/LanguageButton";
import { Icon } from "../components/Icon";
import { Logo } from "../components/Logo";
import { SERVICE_EMAIL, SERVICE_PHONE } from "../config/brand";
import { getShopLinks } from "../config/navigation";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";
import type { PageFrame } from "../pages/page-types";

/** The site footer: link-list columns, service details, language switch and small print. */
export function Footer({ frame }: { frame: PageFrame }) {
  const { t, store } = useI18n();
  // The CMS footer's link lists (config story) when there are any, else the shop's categories.
  const lists = frame.footer?.linkLists.length
    ? frame.footer.linkLists
    : [{ title: t("footer.shop"), links: getShopLinks(store.code) }];
  const notes = [
    {
      title: t("footer.service"),
      lines: [
        { text: t("footer.serviceHours") },
        { text: t("footer.servicePhone"), href: `tel:${SERVICE_PHONE}` },
        { text: t("footer.serviceEmail"), href: `mailto:${SERVICE_EMAIL}` },
        { text: t("footer.returns") },
      ],
    },
    { title: t("footer.about"), lines: [{ text: t("footer.aboutText") }, { text: t("footer.address") }] },
  ];
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Logo href={storePath(store.code, "/")} label={t("a11y.home")} />
          <p>{t("brand.tagline")}</p>
          <p className="site-footer__returns">
            <Icon name="returns" size={20} /> {t("footer.returns")}
          </p>
        </div>
        <Island name="FooterColumns" component={FooterColumns} props={{ lists, notes }} hydrate="visible" />
      </div>
      {/* Newsletter sign-up slot: the newsletter feature renders its footer form here. */}
      <div className="container site-footer__newsletter" data-slot="newsletter" hidden />
      {frame.footer && frame.footer.additionalRows.length > 0 && (
        <div className="container site-footer__rows">
          {frame.footer.additionalRows.map((row) => (
            <p key={row.text} className="site-footer__row">
              {row.text}
              {row.links.map((link) => (
                <a key={link.url} href={link.url}>
                  {link.label}
                </a>
              ))}
            </p>
          ))}
        </div>
      )}
      <div className="container site-footer__bottom">
        <Island
          name="LanguageButton"
          component={LanguageButton}
          props={{ alternates: frame.alternates }}
          hydrate="interaction"
        />
        {/* Reopens the consent banner (client/analytics/page.ts listens for it). */}
        <button type="button" className="site-footer__consent" data-consent-open="">
          {t("consent.footerLink")}
        </button>
        <p className="site-footer__copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
