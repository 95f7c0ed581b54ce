import { IMAGE_VARIANTS, imageUrl } from "../../../schema/catalog/media";
import type { Asset } from "../../../schema/content/components";

/**
 * A CMS image (SPEC §3 image focus): a catalogue media path served through /img at the srcset
 * widths, or an https URL as is; cropped by its box with the focus point kept in view.
 */
export function CmsImage({
  asset,
  sizes,
  priority = false,
  className,
}: {
  asset: Pick<Asset, "filename" | "alt" | "focus">;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const style = asset.focus ? { objectPosition: asset.focus } : undefined;
  const common = {
    alt: asset.alt,
    className: ["cms-image", className].filter(Boolean).join(" "),
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    decoding: "async" as const,
    style,
  };
  if (asset.filename.startsWith("https://")) return <img src={asset.filename} {...common} />;
  const spec = IMAGE_VARIANTS.gallery;
  return (
    <img
      src={imageUrl("gallery", 768, asset.filename)}
      srcSet={spec.widths.map((w) => `${imageUrl("gallery", w, asset.filename)} ${w}w`).join(", ")}
      sizes={sizes}
      width={spec.width}
      height={spec.height}
      {...common}
    />
  );
}
