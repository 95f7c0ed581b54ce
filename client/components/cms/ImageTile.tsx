import type { BlockOf } from "../../../schema/content/components";
import { CmsImage } from "./CmsImage";

/** Height ratio classes (the CSP allows no inline styles): "4:5" → ratio-m-4-5 / ratio-d-4-5. */
const ratio = (bp: "m" | "d", r: string) => `ratio-${bp}-${r.replace(":", "-")}`;

/**
 * SPEC §3 image tile: desktop and mobile assets, text aligned (default bottom-left), height ratios
 * per breakpoint, heading level (default 2), light variant and a button of the given type.
 */
export function ImageTile({ block, sizes }: { block: BlockOf<"image_tile">; sizes: string }) {
  const Tag = `h${block.headingLevel}` as const;
  const body = (
    <>
      {block.mobileImage && <CmsImage asset={block.mobileImage} sizes="100vw" className="image-tile__mobile" />}
      <CmsImage
        asset={block.desktopImage}
        sizes={sizes}
        className={block.mobileImage ? "image-tile__desktop" : undefined}
      />
      <div className={`image-tile__copy image-tile__copy--${block.textAlignment}`}>
        <Tag className="image-tile__title">{block.title}</Tag>
        {block.description && <p className="image-tile__text">{block.description}</p>}
        {block.buttonText && (
          <span className={`btn btn--${block.buttonType} btn--small${block.light ? " btn--light" : ""}`}>
            {block.buttonText}
          </span>
        )}
      </div>
    </>
  );
  const className = `image-tile ${ratio("m", block.heightRatio.mobile)} ${ratio("d", block.heightRatio.desktop)}${block.light ? " image-tile--light" : ""}`;
  return block.link ? (
    <a className={className} href={block.link}>
      {body}
    </a>
  ) : (
    <div className={className}>{body}</div>
  );
}
