/** The pop-up's words, rendered by the server into its island props (no language chunk carries them). */
export interface PopupStrings {
  eyebrow: string;
  title: string;
  text: string;
  close: string;
  noThanks: string;
  email: string;
  submit: string;
  sending: string;
  sent: string;
  failed: string;
  privacy: string;
}
