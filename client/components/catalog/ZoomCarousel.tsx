import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { createRoot } from "react-dom/client";
import { I18nContext, useI18n, type I18n } from "../../i18n/translate";
import { Icon } from "../Icon";
import { ProductImage } from "./ProductImage";

export interface ZoomCarouselProps {
  name: string;
  images: string[];
  /** The image shown first (the gallery's current one). */
  start: number;
  /** Called with the image shown last; the gallery shows that one and takes the focus back. */
  onClose: (at: number) => void;
}

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;

/**
 * The product carousel modal (issue 32.3): the gallery's images full screen, one at a time, by
 * swipe (any pointer), arrow keys and buttons; Escape or the close button ends it. A modal
 * <dialog> keeps the page behind it inert, Tab stays inside it, and the focus returns to the image
 * it was opened from. Without motion when the shopper asks for reduced motion (reset.css).
 * Loaded by the Gallery island on the first click, never with the page.
 */
export default function ZoomCarousel({ name, images, start, onClose }: ZoomCarouselProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [at, setAt] = useState(start);
  const swipe = useRef<number | null>(null);
  const last = images.length - 1;
  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") go(at + 1);
    else if (event.key === "ArrowLeft") go(at - 1);
    else if (event.key === "Tab") {
      // Keep Tab inside: past the last control to the first, before the first to the last.
      const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("button:not(:disabled)")];
      const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus();
      }
    } else return;
    if (event.key !== "Tab") event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? at + 1 : at - 1);
  };

  return (
    <dialog
      ref={dialog}
      className="zoom"
      aria-label={t("product.galleryLabel")}
      onKeyDown={onKeyDown}
      // Escape (the dialog's cancel) and close() both end here.
      onClose={() => onClose(at)}
    >
      <button type="button" className="zoom__close icon-btn" onClick={() => dialog.current?.close()}>
        <Icon name="close" />
        <span className="visually-hidden">{t("modal.close")}</span>
      </button>
      <div
        className="zoom__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <ul className="zoom__track" style={{ transform: `translateX(${-100 * at}%)` }}>
          {images.map((image, i) => (
            <li key={image} className="zoom__slide" aria-hidden={i !== at}>
              <ProductImage
                path={image}
                variant="gallery"
                alt={i === at ? name : ""}
                sizes="100vw"
                // The image shown and its neighbours load at once (a swipe must not wait for one).
                priority={Math.abs(i - at) <= 1}
                placeholder={false}
              />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <div className="zoom__bar">
          <button
            type="button"
            className="icon-btn"
            onClick={() => go(at - 1)}
            disabled={at === 0}
            aria-label={t("product.previousImage")}
          >
            <Icon name="chevronLeft" />
          </button>
          <p className="zoom__count" aria-live="polite">
            {at + 1} / {images.length}
          </p>
          <button
            type="button"
            className="icon-btn"
            onClick={() => go(at + 1)}
            disabled={at === last}
            aria-label={t("product.nextImage")}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </dialog>
  );
}

/**
 * Opens the carousel in a root of its own at the end of the body (the gallery island stays as it
 * is); on close the gallery shows the image seen last and the opener has the focus again.
 */
export function openZoom({
  i18n,
  opener,
  onClose,
  ...props
}: Omit<ZoomCarouselProps, "onClose"> & { i18n: I18n; opener: HTMLElement; onClose: (at: number) => void }): void {
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  const close = (at: number) => {
    // Unmounted after the close event has run its course.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
    onClose(at);
    opener.focus();
  };
  root.render(
    <I18nContext.Provider value={i18n}>
      <ZoomCarousel {...props} onClose={close} />
    </I18nContext.Provider>,
  );
}
