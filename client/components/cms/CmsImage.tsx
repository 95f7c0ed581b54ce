import { IMAGE_VARIANTS, imageUrl } from "../../../schema/catalog/media";
import type { Asset } from "../../../schema/content/components";
import { useI18n } from "../../i18n/translate";

/**
 * A CMS image (SPEC §3 image focus): a catalogue media path served through /img at the srcset
 * widths, cropped by its box with the focus point kept in view.
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
  // The focus point as classes (the CSP allows no inline styles): focus-x-30 focus-y-40.
  const [fx, fy] = asset.focus?.split(" ").map((v) => v.replace("%", "")) ?? [];
  const focus = fx && fy ? `focus-x-${fx} focus-y-${fy}` : undefined;
  const common = {
    alt: asset.alt,
    className: ["cms-image", focus, className].filter(Boolean).join(" "),
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    decoding: "async" as const,
  };
  const spec = IMAGE_VARIANTS.gallery;
  const v = useI18n().media;
  return (
    <img
      src={imageUrl("gallery", 768, asset.filename, v)}
      srcSet={spec.widths.map((w) => `${imageUrl("gallery", w, asset.filename, v)} ${w}w`).join(", ")}
      sizes={sizes}
      width={spec.width}
      height={spec.height}
      {...common}
    />
  );
}
