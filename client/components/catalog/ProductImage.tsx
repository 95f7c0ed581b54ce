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
  /** Drawn over the image inside its frame (a tile's badges and hover image: no wrapper of their own). */
  children?: ReactNode;
}

/**
 * A product image (SPEC §9 Images): responsive srcset of the variant's widths, explicit width and
 * height (no layout shift), lazy unless it is the LCP image, and a blurred low-quality placeholder.
 */
export function ProductImage({
  path,
  variant,
  alt,
  sizes,
  priority = false,
  placeholder: withPlaceholder = true,
  className,
  children,
}: ProductImageProps) {
  const spec = IMAGE_VARIANTS[variant];
  const v = useI18n().media;
  const classes = ["product-image", `product-image--${variant}`, className].filter(Boolean).join(" ");
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
      <img
        className="product-image__img"
        src={imageUrl(variant, spec.width, path, v)}
        srcSet={spec.widths.map((w) => `${imageUrl(variant, w, path, v)} ${w}w`).join(", ")}
        sizes={sizes}
        width={spec.width}
        height={spec.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
      {children}
    </div>
  );
}
