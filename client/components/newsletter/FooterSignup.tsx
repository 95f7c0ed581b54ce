import { NewsletterForm } from "./NewsletterForm";

/** The footer's newsletter band (SPEC §4): one self-contained block, plain HTML (no script). */
export function FooterSignup() {
  return (
    <div className="site-footer__newsletter">
      <div className="container">
        <NewsletterForm placement="footer" />
      </div>
    </div>
  );
}
