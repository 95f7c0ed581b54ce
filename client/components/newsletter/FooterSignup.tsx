import { Island } from "../../island";
import NewsletterSignup from "../../islands/NewsletterSignup";

/** The footer's newsletter band (SPEC §4): one self-contained block, hydrated when scrolled near. */
export function FooterSignup() {
  return (
    <div className="site-footer__newsletter">
      <div className="container">
        <Island
          name="NewsletterSignup"
          component={NewsletterSignup}
          props={{ placement: "footer" }}
          hydrate="visible"
        />
      </div>
    </div>
  );
}
