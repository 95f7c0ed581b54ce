import { NewsletterForm } from "./NewsletterForm";

/**
 * The newsletter band on top of the footer (SPEC §4 sign-up), in the default layout only: checkout
 * (minimal layout) keeps one e-mail field and no distraction. Plain HTML, no script.
 */
export function FooterSignup() {
  return (
    <div className="newsletter-band">
      <div className="container">
        <NewsletterForm placement="footer" />
      </div>
    </div>
  );
}
