import { useEffect, useState } from "react";
import { previousShoppingPath } from "../navigation/history";

/**
 * Where "Continue shopping" leads (SPEC §2 previous-path lookup): the last listing, search, product or
 * home page of this visit, read once the page is in the browser (the server's HTML links `home`).
 */
export function useContinueShopping(home: string): string {
  const [href, setHref] = useState(home);
  useEffect(() => setHref(previousShoppingPath() ?? home), [home]);
  return href;
}
