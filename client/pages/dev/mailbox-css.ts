/**
 * The dev mailbox's own styles, served by its routes as a same-origin stylesheet (the CSP allows styles
 * from 'self' only, and this page is not part of the shop, so it stays out of the main bundle).
 */
export const MAILBOX_CSS = `
.mailbox { display: grid; gap: var(--space-8); padding-block: var(--space-8) var(--space-16); }
.mailbox__intro { display: grid; gap: var(--space-3); }
.mailbox__title { font-size: var(--text-3xl); }
.mailbox__title--message { font-size: var(--text-2xl); overflow-wrap: anywhere; }
.mailbox__empty { padding: var(--space-8); border: 1px dashed var(--color-sand); color: var(--color-graphite); }
.mailbox__list { display: grid; border-top: 1px solid var(--color-linen); }
.mailbox__item {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: var(--space-2) var(--space-4);
  align-items: center; padding: var(--space-4) var(--space-2); border-bottom: 1px solid var(--color-linen);
  color: inherit; text-decoration: none;
}
.mailbox__item:hover, .mailbox__item:focus-visible { background: var(--color-white); }
.mailbox__item:hover .mailbox__subject { text-decoration: underline; }
.mailbox__subject { font-weight: 500; overflow-wrap: anywhere; }
.mailbox__meta {
  grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: var(--space-1) var(--space-4);
  font-size: var(--text-sm); color: var(--color-stone); overflow-wrap: anywhere;
}
.mailbox__status {
  justify-self: end; padding: var(--space-1) var(--space-2); border-radius: var(--radius-sm);
  font-size: var(--text-xs); font-weight: 500; letter-spacing: var(--tracking-caps); text-transform: uppercase;
  white-space: nowrap; background: var(--color-linen); color: var(--color-graphite);
}
.mailbox__status--sent { background: var(--color-success); color: var(--color-white); }
.mailbox__status--failed { background: var(--color-danger); color: var(--color-white); }
.mailbox__back { font-size: var(--text-sm); }
.mailbox__headers { display: grid; gap: var(--space-3); margin: 0; }
.mailbox__header { display: grid; gap: var(--space-1); }
.mailbox__header dt { font-size: var(--text-xs); letter-spacing: var(--tracking-caps); text-transform: uppercase; color: var(--color-stone); }
.mailbox__header dd { margin: 0; overflow-wrap: anywhere; }
.mailbox__part { display: grid; gap: var(--space-3); }
.mailbox__heading { font-size: var(--text-xl); }
.mailbox__frame { width: 100%; height: 70vh; min-height: 360px; border: 1px solid var(--color-linen); background: var(--color-white); }
.mailbox__text {
  margin: 0; padding: var(--space-4); border: 1px solid var(--color-linen); background: var(--color-white);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: var(--text-sm);
  white-space: pre-wrap; overflow-wrap: anywhere;
}
@media (min-width: 1024px) {
  .mailbox { max-width: 1100px; }
  .mailbox__item { grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr) auto; padding-inline: var(--space-4); }
  .mailbox__meta { grid-column: 2; grid-row: 1; }
  .mailbox__item .mailbox__status { grid-column: 3; grid-row: 1; }
  .mailbox__header { grid-template-columns: 10rem minmax(0, 1fr); align-items: baseline; }
}
`;
