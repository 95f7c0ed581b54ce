import { useI18n } from "../i18n/translate";
import { openModal } from "../stores/modal";

export interface SizeGuideButtonProps {
  href: string;
}

/** The product page's size guide link: the CMS size guide in a modal (the page itself without JavaScript). */
export default function SizeGuideButton({ href }: SizeGuideButtonProps) {
  const { t } = useI18n();
  return (
    <a
      className="product__size-guide"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        openModal("size-guide");
      }}
    >
      {t("sizeGuide.open")}
    </a>
  );
}
