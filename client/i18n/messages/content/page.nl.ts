import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch content (CMS) strings only the server renders. */
export const page: Translation<typeof en> = {
  "content.blog.title": "Het journal",
  "content.blog.intro": "Verhalen uit het atelier: hoe we ontwerpen, wat we dragen en hoe je er lang plezier van hebt.",
  "content.blog.empty": "Nog geen artikelen.",
  "content.blog.categories": "Onderwerpen",
  "content.blog.all": "Alle verhalen",
  "content.blog.by": "Door {author}",
  "content.blog.more": "Meer uit het journal",
  "content.blog.page": "Pagina {page}",
  "content.blog.previous": "Nieuwere verhalen",
  "content.blog.next": "Oudere verhalen",
  "content.category.description":
    "Shop {name} bij Atelier Noord: {count} items in natuurlijke materialen, gratis retourneren binnen 30 dagen.",
  "sizeGuide.open": "Maattabel",
  "content.footer.legal": "Juridisch",
  "content.editor.title": "Inhoud",
  "content.preview.title": "Voorbeeld",
  "content.preview.draft": "Voorbeeld van het concept — bezoekers zien deze versie niet.",
  "content.contact.mail.subject": "Contactformulier: {subject}",
};
