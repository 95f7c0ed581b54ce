/** The CMS's static blocks (SPEC §1): link lists, SEO text, brands, quotes, usps, images, html. */
import type { BlockOf } from "../../../schema/content/components";
import { Icon } from "../Icon";
import { useCmsData } from "./cms-data";
import { CmsImage } from "./CmsImage";
import { RichText } from "./RichText";

export function LinkList({ block }: { block: BlockOf<"link_list"> }) {
  return (
    <nav className="cms-link-list" aria-label={block.title}>
      {block.title && <h2 className="cms-link-list__title">{block.title}</h2>}
      <ul>
        {block.links.map((link) => (
          <li key={link.url + link.label}>
            <a href={link.url}>
              {link.label} <Icon name="chevronRight" size={16} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SEO text: a heading and a long text that folds away (open without JavaScript via <details>). */
export function SeoText({ block }: { block: BlockOf<"seo_text"> }) {
  return (
    <details className="cms-seo-text">
      <summary>
        <h2>{block.title}</h2>
      </summary>
      <RichText text={block.text} />
    </details>
  );
}

export function Brands({ block }: { block: BlockOf<"brands"> }) {
  return (
    <section className="cms-brands">
      {block.title && <h2 className="cms-section-head__title">{block.title}</h2>}
      <ul className="cms-brands__list">
        {block.brands.map((brand) => (
          <li key={brand.name} className="cms-brands__item">
            {brand.link ? (
              <a href={brand.link} className="cms-brands__name">
                {brand.name}
              </a>
            ) : (
              <span className="cms-brands__name">{brand.name}</span>
            )}
            {brand.text && <span className="cms-brands__text">{brand.text}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Quote({ block }: { block: BlockOf<"quote"> }) {
  return (
    <figure className={`cms-quote${block.image ? " cms-quote--image" : ""}`}>
      {block.image && (
        <CmsImage asset={block.image} sizes="(min-width: 1024px) 40vw, 100vw" className="cms-quote__image" />
      )}
      <div className="cms-quote__body">
        <blockquote>
          <p>{block.quote}</p>
        </blockquote>
        {block.author && (
          <figcaption>
            <span className="cms-quote__author">{block.author}</span>
            {block.role && <span className="cms-quote__role">{block.role}</span>}
          </figcaption>
        )}
      </div>
    </figure>
  );
}

const USP_ICONS = ["returns", "truck", "sparkle", "check", "heart", "globe"] as const;

/** A row of unique selling points (the header's usps bar is the config story's; this is a body block). */
export function Usps({ block }: { block: BlockOf<"usps"> }) {
  return (
    <ul className="cms-usps">
      {block.items.map((item, i) => (
        <li key={item.label} className="cms-usps__item">
          <Icon name={USP_ICONS[i % USP_ICONS.length]!} />
          <span>
            {item.link ? <a href={item.link}>{item.label}</a> : <strong>{item.label}</strong>}
            {item.text && <span className="cms-usps__text">{item.text}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ImageBlock({ block }: { block: BlockOf<"image"> }) {
  return (
    <figure className={`cms-image-block ratio-${block.heightRatio.replace(":", "-")}`}>
      <CmsImage asset={block.image} sizes="(min-width: 1024px) 70vw, 100vw" />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}

/** Html already sanitised on the server (no script, no event handlers, safe URLs only). */
export function HtmlBlock({ block }: { block: BlockOf<"html"> }) {
  const { html } = useCmsData();
  const safe = block._uid ? html[block._uid] : undefined;
  if (safe === undefined) return null;
  return <div className="cms-html rich-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
