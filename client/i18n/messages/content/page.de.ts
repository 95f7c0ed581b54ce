import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** German content (CMS) strings only the server renders. */
export const page: Translation<typeof en> = {
  "content.blog.title": "Das Journal",
  "content.blog.intro":
    "Geschichten aus dem Atelier: wie wir entwerfen, was wir tragen und wie Sie Ihre Kleidung pflegen.",
  "content.blog.empty": "Noch keine Artikel.",
  "content.blog.categories": "Themen",
  "content.blog.all": "Alle Geschichten",
  "content.blog.by": "Von {author}",
  "content.blog.more": "Mehr aus dem Journal",
  "content.blog.page": "Seite {page}",
  "content.blog.previous": "Neuere Geschichten",
  "content.blog.next": "Ältere Geschichten",
  "content.category.description":
    "{name} bei Atelier Noord: {count} Teile aus Naturfasern, kostenlose Rücksendung innerhalb von 30 Tagen.",
  "sizeGuide.open": "Größentabelle",
  "content.footer.legal": "Rechtliches",
  "content.editor.title": "Inhalte",
  "content.preview.title": "Vorschau",
  "content.preview.draft": "Vorschau des Entwurfs — Besucher sehen diese Version nicht.",
  "content.contact.mail.subject": "Kontaktformular: {subject}",
};
