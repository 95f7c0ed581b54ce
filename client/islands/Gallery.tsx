import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Icon } from "../components/Icon";
import { ProductImage } from "../components/catalog/ProductImage";
import { useI18n } from "../i18n/translate";
import { $chosenVariantImage } from "../stores/product";

export interface GalleryProps {
  name: string;
  images: string[];
  /**
   * The zoom button's name ("Enlarge image"), rendered by the server: as a browser string it would
   * ride in every page's strings (the product page's JavaScript is at its budget).
   */
  zoomLabel?: string;
}

const MAIN_SIZES = "(min-width: 1024px) 50vw, 100vw";

/** The product gallery (SPEC §9: 600×744, thumbnails): follows the chosen variant's image. */
export default function Gallery({ name, images, zoomLabel }: GalleryProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const chosen = useStore($chosenVariantImage);
  const [active, setActive] = useState(0);
  const list = chosen && !images.includes(chosen) ? [chosen, ...images] : images;
  useEffect(() => {
    if (chosen) setActive(Math.max(0, list.indexOf(chosen)));
    // `list` derives from `chosen`; following the chosen image is the only reason to move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  if (list.length === 0) return <ProductImage path={null} variant="gallery" alt={name} sizes={MAIN_SIZES} />;
  const current = Math.min(active, list.length - 1);
  const step = (delta: number) => setActive((current + delta + list.length) % list.length);
  return (
    <section className="gallery" aria-label={t("product.galleryLabel")}>
      <div className="gallery__main">
        <ProductImage
          key={list[current]}
          path={list[current] ?? null}
          variant="gallery"
          alt={name}
          sizes={MAIN_SIZES}
          priority={current === 0}
        />
        <button
          type="button"
          className="gallery__zoom"
          aria-label={zoomLabel}
          // The zoom carousel's code comes with the first click, not with the page (issue 32.3); a
          // click whose import fails does nothing, and the next one tries again.
          onClick={({ currentTarget: opener }) =>
            void import("../components/catalog/ZoomCarousel").then((m) =>
              m.openZoom({ i18n, name, images: list, start: current, opener, onClose: setActive }),
            )
          }
        />
        {list.length > 1 && (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--prev icon-btn"
              onClick={() => step(-1)}
              aria-label={t("product.previousImage")}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next icon-btn"
              onClick={() => step(1)}
              aria-label={t("product.nextImage")}
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {list.length > 1 && (
        <ul className="gallery__thumbs">
          {list.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className={`gallery__thumb${i === current ? " is-active" : ""}`}
                onClick={() => setActive(i)}
                aria-label={t("product.showImage", { n: i + 1 })}
                aria-current={i === current ? "true" : undefined}
              >
                <ProductImage path={image} variant="cart" alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
