import { ButtonLink } from "../components/Button";
import { Icon } from "../components/Icon";
import type { MenuItem } from "../config/navigation-types";
import { useI18n } from "../i18n/translate";

const TILE_TONES = ["clay", "forest", "sand"] as const;

/** The home page: hero, shop-by-category tiles and the brand story. */
export function HomePage({ navigation }: { navigation: MenuItem[] }) {
  const { t } = useI18n();
  const [women, men] = navigation;
  return (
    <>
      <section className="hero">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="eyebrow eyebrow--light">{t("home.hero.eyebrow")}</p>
            <h1 className="hero__title">{t("home.hero.title")}</h1>
            <p className="hero__text">{t("home.hero.text")}</p>
            <div className="button-row">
              {women && (
                <ButtonLink variant="primary" light href={women.url}>
                  {t("home.hero.ctaWomen")}
                </ButtonLink>
              )}
              {men && (
                <ButtonLink variant="secondary" light href={men.url}>
                  {t("home.hero.ctaMen")}
                </ButtonLink>
              )}
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <span className="hero__arch" />
            <span className="hero__sun" />
            <span className="hero__line" />
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          {t("home.categories.title")}
        </h2>
        <ul className="category-tiles">
          {navigation.map((item, i) => (
            <li key={item.url}>
              <a className={`category-tile category-tile--${TILE_TONES[i % TILE_TONES.length]}`} href={item.url}>
                <span className="category-tile__shape" aria-hidden="true" />
                <span className="category-tile__name">{item.name}</span>
                <span className="category-tile__cta">
                  {item.promos?.[0]?.buttonText} <Icon name="chevronRight" size={16} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="story">
        <div className="story__inner container">
          <div className="story__art" aria-hidden="true">
            <span />
            <span />
          </div>
          <div className="story__copy">
            <h2 className="story__title">{t("home.story.title")}</h2>
            <p>{t("home.story.text")}</p>
            {women && (
              <ButtonLink variant="tertiary" href={women.url}>
                {t("home.story.cta")}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
