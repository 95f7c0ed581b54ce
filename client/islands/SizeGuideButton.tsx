import { openModal } from "../stores/modal";

export interface SizeGuideButtonProps {
  href: string;
  /** The link's text, from the server (this island loads no message chunk of its own). */
  label: string;
}

/** The product page's size guide link: the CMS size guide in a modal (the page itself without JavaScript). */
export default function SizeGuideButton({ href, label }: SizeGuideButtonProps) {
  return (
    <a
      className="product__size-guide"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        openModal("size-guide");
      }}
    >
      {label}
    </a>
  );
}
