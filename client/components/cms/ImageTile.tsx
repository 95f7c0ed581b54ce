import type { BlockOf } from "../../../schema/content/components";
import { CmsImage } from "./CmsImage";

type Level = 1 | 2 | 3 | 4;
const ratio = (r: string) => r.replace(":", " / ");

/**
 * SPEC §3 image tile: desktop and mobile assets, text aligned (default bottom-left), height ratios
 * per breakpoint, heading level (default 2), light variant and a button of the given type.
 */
export function ImageTile({ block, sizes }: { block: BlockOf<"image_tile">; sizes: string }) {
  const Tag = `h${block.headingLevel as Level}` as const;
  const style = {
    "--ratio-mobile": ratio(block.heightRatio.mobile),
    "--ratio-desktop": ratio(block.heightRatio.desktop),
  } as React.CSSProperties;
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
  const className = `image-tile${block.light ? " image-tile--light" : ""}`;
  return block.link ? (
    <a className={className} href={block.link} style={style}>
      {body}
    </a>
  ) : (
    <div className={className} style={style}>
      {body}
    </div>
  );
}
