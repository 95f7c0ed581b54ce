import type { BlockOf } from "../../../schema/content/components";
import { ButtonLink } from "../Button";
import { CmsImage } from "./CmsImage";

type Level = 1 | 2 | 3 | 4;
const Heading = ({ level, className, children }: { level: Level; className: string; children: string }) => {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
};

/**
 * A hero banner: the copy on a tone panel beside one or two photographs (stacked on mobile, the
 * mobile asset when given). The first banner of a page is the LCP element: its image loads eagerly.
 */
export function Banner({ block, priority = false }: { block: BlockOf<"banner">; priority?: boolean }) {
  const images = [block.image, block.secondImage].filter((a) => a !== undefined);
  return (
    <section
      className={`cms-banner cms-banner--${block.tone} cms-banner--${block.textAlignment}${block.light ? " cms-banner--light" : ""}`}
    >
      <div className="cms-banner__copy">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <Heading level={block.headingLevel} className="cms-banner__title">
          {block.title}
        </Heading>
        {block.text && <p className="cms-banner__text">{block.text}</p>}
        {block.buttons.length > 0 && (
          <div className="button-row">
            {block.buttons.map((button) => (
              <ButtonLink key={button.url + button.label} variant={button.type} light={block.light} href={button.url}>
                {button.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
      <div className={`cms-banner__media cms-banner__media--${images.length}`}>
        {block.mobileImage && (
          <CmsImage asset={block.mobileImage} sizes="100vw" priority={priority} className="cms-banner__mobile" />
        )}
        {images.map((asset, i) => (
          <CmsImage
            key={asset.filename}
            asset={asset}
            sizes={images.length > 1 ? "(min-width: 1024px) 30vw, 50vw" : "(min-width: 1024px) 60vw, 100vw"}
            priority={priority && i === 0 && !block.mobileImage}
            className={block.mobileImage ? "cms-banner__desktop" : undefined}
          />
        ))}
      </div>
    </section>
  );
}
