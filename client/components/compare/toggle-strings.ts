/**
 * The compare toggle's words (issue 32.2). No language chunk carries them
 * (i18n/messages/compare/toggle.*.ts): they come with the compare store's chunk, which a toggle loads
 * once it mounts, and the product page's toggle gets its two labels as props from the server.
 * Placeholders: {name}, {max}, {count}.
 */
export interface CompareToggleStrings {
  toggle: string;
  toggleOf: string;
  full: string;
  failed: string;
  view: string;
}
