import { useEffect, useState } from "react";

/**
 * Whether this browser has a logged-in customer (`$user`), for chrome on every page (header, tab
 * bar). The store loads in its own chunk after hydration, so pages pay nothing up front; until then
 * the chrome shows the visitor's links, as the server rendered them.
 */
export function useLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../stores/user").then(({ $user }) => {
      if (!cancelled) stop = $user.subscribe((user) => setLoggedIn(user !== null));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return loggedIn;
}
