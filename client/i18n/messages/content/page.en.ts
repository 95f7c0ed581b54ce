/**
 * English content (CMS) strings only the server renders: blog, editor, SEO and footer additions.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "content.blog.title": "Journal",
  "content.blog.intro": "Stories from the studio: how we design, what we wear and how to care for it.",
  "content.blog.empty": "No articles yet.",
  "content.blog.categories": "Topics",
  "content.blog.all": "All stories",
  "content.blog.by": "By {author}",
  "content.blog.more": "More from the journal",
  "content.blog.page": "Page {page}",
  "content.blog.previous": "Newer stories",
  "content.blog.next": "Older stories",
  "content.category.description":
    "Shop {name} at Atelier Noord: {count} pieces in natural fibres, free returns within 30 days.",
  "sizeGuide.open": "Size guide",
  "content.footer.legal": "Legal",
  "content.editor.title": "Content",
  "content.preview.title": "Preview",
  "content.preview.draft": "Draft preview — visitors do not see this version.",
  "content.contact.mail.subject": "Contact form: {subject}",
} as const;
