import { useEffect, useState, type ComponentType } from "react";
import { Button } from "../components/Button";
import { CartShell } from "../components/cart/CartShell";
import { useI18n } from "../i18n/translate";
import type { CartSuggestionsProps } from "../components/recommendations/CartSuggestions";

/**
 * The cart page's island (SPEC §2 cart route). Carts are personal and the page is the same for
 * everybody, so the server renders the empty shell; in the browser the island loads the cart's
 * code (its one lazy chunk, cart-chunk.ts) and the bag, and the view takes the shell's place.
 */
export default function Cart({ suggestions }: { suggestions?: CartSuggestionsProps["titles"] }) {
  const { t } = useI18n();
  const [View, setView] = useState<ComponentType | null>(null);
  // "You may also like" and "Recently viewed" below the bag (issue 32.3): their code comes with the
  // view's; without it (a failed load) the bag shows alone.
  const [Suggestions, setSuggestions] = useState<ComponentType<CartSuggestionsProps> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import("../panels/MicrocartPanel").then(
      (m) => setView(() => m.CartView),
      () => setFailed(true),
    );
    if (suggestions)
      import("../components/recommendations/CartSuggestions").then(
        (m) => setSuggestions(() => m.CartSuggestions),
        () => undefined,
      );
  }, [attempt, suggestions]);
  if (View)
    return (
      <>
        <View />
        {Suggestions && suggestions && <Suggestions titles={suggestions} />}
      </>
    );
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return (
    <CartShell
      lines={
        failed ? (
          <div className="load-error" role="alert">
            <p>{t("cart.loadError")}</p>
            <Button variant="primary" size="small" onClick={retry}>
              {t("panel.error.retry")}
            </Button>
          </div>
        ) : undefined
      }
    />
  );
}
