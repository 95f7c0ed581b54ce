import type { ReactNode } from "react";
import { COMPONENT_SCHEMAS, isKnownComponent, type BlockOf, type RawBlock } from "../../../schema/content/components";
import { Island } from "../../island";
import BlockError from "../../islands/BlockError";
import CmsProducts from "../../islands/CmsProducts";
import ContactForm from "../../islands/ContactForm";
import { useI18n } from "../../i18n/translate";
import { Breadcrumbs } from "../Breadcrumbs";
import { ArticleCards } from "./ArticleCards";
import { Banner } from "./Banner";
import { useCmsData } from "./cms-data";
import { ImageTile } from "./ImageTile";
import { RichText } from "./RichText";
import { Brands, HtmlBlock, ImageBlock, LinkList, Quote, SeoText, Usps } from "./SimpleBlocks";

/** SPEC §9: body blocks after the first two hydrate when visible (100 px margin, client/hydrate). */
const hydrateAt = (index: number) => (index < 2 ? "idle" : "visible");

function tileSizes(count: number): string {
  return `(min-width: 1024px) ${Math.round(90 / Math.max(1, Math.min(count, 4)))}vw, 85vw`;
}

/** One block by its component; blocks of an unknown type render nothing (the server logs them). */
function Block({ block, index }: { block: RawBlock; index: number }): ReactNode {
  const data = useCmsData();
  const { t } = useI18n();
  if (!isKnownComponent(block.component)) return null;
  if (block._uid && data.failed.includes(block._uid)) {
    return <Island name="BlockError" component={BlockError} props={{}} hydrate={hydrateAt(index)} />;
  }
  const parsed = COMPONENT_SCHEMAS[block.component].safeParse(block);
  if (!parsed.success) return <Island name="BlockError" component={BlockError} props={{}} hydrate={hydrateAt(index)} />;
  const b = parsed.data;
  switch (b.component) {
    case "banner":
      return <Banner block={b} priority={index === 0} />;
    case "slider":
      return (
        <div className="cms-slider" role="group" aria-roledescription="carousel" tabIndex={0}>
          {b.slides.map((slide, i) => (
            <div key={slide._uid ?? i} className="cms-slider__slide">
              <Block block={slide} index={index + i} />
            </div>
          ))}
        </div>
      );
    case "image_tile":
      return <ImageTile block={b} sizes="(min-width: 1024px) 45vw, 100vw" />;
    case "image_tiles": {
      const tiles = b.tiles.filter((x) => x.component === "image_tile");
      return (
        <section className="cms-tiles">
          {b.title && <h2 className="cms-section-head__title">{b.title}</h2>}
          <div className={`cms-tiles__grid cms-tiles__grid--${Math.min(tiles.length, 4)}`}>
            {tiles.map((tile, i) => {
              const one = COMPONENT_SCHEMAS.image_tile.safeParse(tile);
              return one.success ? (
                <ImageTile key={tile._uid ?? i} block={one.data} sizes={tileSizes(tiles.length)} />
              ) : null;
            })}
          </div>
        </section>
      );
    }
    case "carousel":
      return (
        <section className="cms-carousel">
          {b.title && <h2 className="cms-section-head__title">{b.title}</h2>}
          <ul className="cms-carousel__track" tabIndex={0} aria-label={b.title}>
            {b.items.map((item, i) => (
              <li key={item._uid ?? i} className="cms-carousel__item">
                <Block block={item} index={index} />
              </li>
            ))}
          </ul>
        </section>
      );
    case "columns":
      return (
        <div className="cms-columns">
          {b.columns.map((column, i) => (
            <div
              key={i}
              className={`cms-columns__column span-m-${column.mobile} span-t-${column.tablet} span-d-${column.desktop}`}
            >
              <Blocks blocks={column.content} offset={index} />
            </div>
          ))}
        </div>
      );
    case "link_list":
      return <LinkList block={b} />;
    case "rich_text":
      return <RichText text={b.text} />;
    case "html":
      return <HtmlBlock block={b} />;
    case "seo_text":
      return <SeoText block={b} />;
    case "brands":
      return <Brands block={b} />;
    case "quote":
      return <Quote block={b} />;
    case "breadcrumbs":
      return <Breadcrumbs items={b.items.map((l) => ({ label: l.label, href: l.url }))} />;
    case "blog_articles":
      return (
        <section className="cms-articles">
          {b.title && <h2 className="cms-section-head__title">{b.title}</h2>}
          <ArticleCards articles={(b._uid && data.articles[b._uid]) || []} />
        </section>
      );
    case "blog_categories":
      return (
        <nav className="cms-blog-categories" aria-label={b.title ?? t("content.blog.categories")}>
          {b.title && <h2 className="cms-section-head__title">{b.title}</h2>}
          <ul>
            {data.categories.map((c) => (
              <li key={c.url}>
                <a href={c.url}>{c.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      );
    case "product_block": {
      const tiles = (b._uid && data.products[b._uid]) || [];
      if (tiles.length === 0) return null;
      return (
        <Island
          name="CmsProducts"
          component={CmsProducts}
          props={{ title: b.title, tiles, layout: b.layout, ...(b.link ? { link: b.link } : {}) }}
          hydrate={hydrateAt(index)}
        />
      );
    }
    case "usps":
      return <Usps block={b} />;
    case "image":
      return <ImageBlock block={b} />;
    case "contact_form":
      return <Island name="ContactForm" component={ContactForm} props={{ title: b.title }} hydrate="visible" />;
    default:
      return null;
  }
}

/** A list of CMS blocks, each in its own section wrapper (`data-blok` marks it in editor previews). */
export function Blocks({ blocks, offset = 0 }: { blocks: RawBlock[]; offset?: number }) {
  const { editable } = useCmsData();
  return (
    <>
      {blocks.map((block, i) =>
        !isKnownComponent(block.component) ? null : (
          <div
            key={block._uid ?? i}
            className={`cms-block cms-block--${block.component.replace(/[^a-z0-9_]/g, "")}`}
            data-blok={editable ? block._uid : undefined}
          >
            <Block block={block} index={offset + i} />
          </div>
        ),
      )}
    </>
  );
}

export type { BlockOf };
