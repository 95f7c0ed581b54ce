import type { ReactNode } from "react";
import { IMAGE_VARIANTS, imageUrl, type ImageVariant } from "../../../schema/catalog/media";
import { useI18n } from "../../i18n/translate";

interface ProductImageProps {
  path: string | null;
  variant: Exclude<ImageVariant, "placeholder">;
  /** Its text alternative; "" when the image only decorates what text beside it names (then hidden from assistive technology). */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** The LCP image: loaded eagerly with high priority and no placeholder. */
  priority?: boolean;
  /** The blurred placeholder under a lazy image (off for an image that only shows on hover). */
  placeholder?: boolean;
  className?: string;
  /**
   * The frame's classes instead of its own (`product-image product-image--<variant>`), for a frame
   * whose class gives the variant's aspect ratio itself: a listing tile's `tile__media`, written 50
   * times a page (issue 12).
   */
  frame?: string;
  /** Drawn over the image inside its frame (a tile's badges and hover image: no wrapper of their own). */
  children?: ReactNode;
}

/**
 * A product image (SPEC §9 Images): responsive srcset of the variant's widths in a frame of the
 * variant's aspect ratio (no layout shift), lazy unless it is the LCP image, and a blurred
 * low-quality placeholder.
 */
export function ProductImage({
  path,
  variant,
  alt,
  sizes,
  priority = false,
  placeholder: withPlaceholder = true,
  className,
  frame,
  children,
}: ProductImageProps) {
  const spec = IMAGE_VARIANTS[variant];
  const v = useI18n().media;
  const classes = frame ?? ["product-image", `product-image--${variant}`, className].filter(Boolean).join(" ");
  if (!path)
    return children ? (
      <div className={`${classes} product-image--empty`}>{children}</div>
    ) : (
      <div
        className={`${classes} product-image--empty`}
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      />
    );
  const placeholder = IMAGE_VARIANTS.placeholder;
  return (
    <div className={classes}>
      {!priority && withPlaceholder && (
        <img
          className="product-image__placeholder"
          src={imageUrl("placeholder", placeholder.width, path, v)}
          alt=""
          aria-hidden="true"
          width={placeholder.width}
          height={placeholder.height}
          loading="lazy"
          decoding="async"
        />
      )}
      {/* No class, width, height or decoding: the frame's variant class gives it its aspect ratio and
          catalog.css has the image fill it (`.product-image > img`), so nothing shifts while it loads;
          a listing repeats this element 50 times (issue 12's HTML budget). */}
      <img
        src={imageUrl(variant, spec.width, path, v)}
        srcSet={spec.widths.map((w) => `${imageUrl(variant, w, path, v)} ${w}w`).join(", ")}
        sizes={sizes}
        alt={alt}
        loading={priority ? undefined : "lazy"}
        fetchPriority={priority ? "high" : undefined}
      />
      {children}
    </div>
  );
}
