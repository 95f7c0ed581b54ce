import { Accordion } from "../components/Accordion";
import { Badge } from "../components/Badge";
import { Button, ButtonLink } from "../components/Button";
import { Price } from "../components/Price";
import { TextField } from "../components/TextField";
import { Island } from "../island";
import EmailField from "../islands/EmailField";
import StyleguideDemo from "../islands/StyleguideDemo";
import { useI18n } from "../i18n/translate";
import type { MessageKey } from "../i18n/messages/types";
import type { ReactNode } from "react";

/** Design tokens shown as swatches; the values live in client/styles/tokens.css. */
const COLOURS = [
  "ink",
  "graphite",
  "stone",
  "linen",
  "paper",
  "white",
  "clay",
  "forest",
  "sand",
  "success",
  "warning",
  "danger",
  "info",
] as const;
const SPACING = ["1", "2", "3", "4", "6", "8", "12", "16"] as const;

function Section({ id, title, children }: { id: string; title: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="styleguide__section" aria-labelledby={id}>
      <h2 id={id} className="styleguide__heading">
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** /styleguide: the design system's tokens and components, live. */
export function StyleguidePage() {
  const { t } = useI18n();
  return (
    <div className="styleguide container">
      <header className="styleguide__intro">
        <p className="eyebrow">Atelier Noord</p>
        <h1 className="display">{t("styleguide.title")}</h1>
        <p className="lead">{t("styleguide.intro")}</p>
      </header>

      <Section id="sg-colours" title="styleguide.colours">
        <ul className="sg-swatches">
          {COLOURS.map((c) => (
            <li key={c} className="sg-swatch">
              <span className={`sg-swatch__chip sg-swatch__chip--${c}`} />
              <code>--color-{c}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-type" title="styleguide.typography">
        <div className="type-specimen">
          <p className="display">{t("styleguide.sampleHeading")}</p>
          <p className="h1">{t("styleguide.sampleHeading")}</p>
          <p className="h2">{t("styleguide.sampleHeading")}</p>
          <p className="h3">{t("styleguide.sampleHeading")}</p>
          <p className="eyebrow">{t("home.hero.eyebrow")}</p>
          <p className="lead">{t("styleguide.sampleBody")}</p>
          <p>{t("styleguide.sampleBody")}</p>
          <p className="small">{t("footer.returns")}</p>
        </div>
      </Section>

      <Section id="sg-spacing" title="styleguide.spacing">
        <ul className="spacing-scale">
          {SPACING.map((s) => (
            <li key={s}>
              <span className={`spacing-scale__bar spacing-scale__bar--${s}`} />
              <code>--space-{s}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-buttons" title="styleguide.buttons">
        <div className="button-row">
          <Button variant="primary">{t("styleguide.primary")}</Button>
          <Button variant="secondary">{t("styleguide.secondary")}</Button>
          <Button variant="tertiary">{t("styleguide.tertiary")}</Button>
          <Button variant="primary" disabled>
            {t("styleguide.disabled")}
          </Button>
          <Button variant="primary" size="small">
            {t("styleguide.primary")}
          </Button>
        </div>
        <div className="button-row styleguide__dark">
          <ButtonLink variant="primary" light href="#sg-buttons">
            {t("styleguide.primary")}
          </ButtonLink>
          <ButtonLink variant="secondary" light href="#sg-buttons">
            {t("styleguide.secondary")}
          </ButtonLink>
        </div>
      </Section>

      <Section id="sg-inputs" title="styleguide.inputs">
        <form className="styleguide__form" noValidate>
          <TextField
            id="sg-name"
            name="firstname"
            label={t("styleguide.nameLabel")}
            autoComplete="given-name"
            required
          />
          <Island
            name="EmailField"
            component={EmailField}
            props={{ id: "sg-email", name: "email", label: t("styleguide.emailLabel"), required: true }}
            hydrate="visible"
          />
          <TextField
            id="sg-invalid"
            name="invalid"
            label={t("styleguide.emailLabel")}
            defaultValue="anna@"
            error={t("form.email")}
          />
          <TextField id="sg-note" name="note" label={t("styleguide.noteLabel")} optionalLabel={t("form.optional")} />
        </form>
      </Section>

      <Section id="sg-prices" title="styleguide.prices">
        <div className="price-specimen">
          <Price regular={12995} />
          <Price regular={24900} special={17430} showDiscount />
          <Price regular={8995} from />
          <Price regular={34900} size="large" />
        </div>
      </Section>

      <Section id="sg-accordion" title="styleguide.accordion">
        <div className="accordion-group">
          <Accordion title={t("styleguide.accordion.care")} open>
            <p>{t("styleguide.accordion.careText")}</p>
          </Accordion>
          <Accordion title={t("styleguide.accordion.delivery")}>
            <p>{t("styleguide.accordion.deliveryText")}</p>
          </Accordion>
        </div>
      </Section>

      <Section id="sg-badges" title="styleguide.badges">
        <div className="button-row">
          <Badge tone="new">{t("badge.new")}</Badge>
          <Badge tone="sale">{t("badge.sale")}</Badge>
          <Badge tone="sold-out">{t("badge.soldOut")}</Badge>
          <Badge>-30%</Badge>
        </div>
      </Section>

      <Section id="sg-feedback" title="styleguide.feedback">
        <Island name="StyleguideDemo" component={StyleguideDemo} props={{}} hydrate="visible" />
      </Section>
    </div>
  );
}
