import { Island } from "../../island";
import ConsentBanner from "../../islands/ConsentBanner";

/** The consent banner (issue 34) in every layout with the site chrome: nothing shows until it hydrates. */
export function ConsentIsland({ gtm }: { gtm?: string }) {
  return <Island name="ConsentBanner" component={ConsentBanner} props={gtm ? { gtm } : {}} hydrate="idle" />;
}
