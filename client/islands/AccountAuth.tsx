import { useEffect } from "react";
import { storePath } from "../../domain/urls";
import { AuthPanel, type AuthView } from "../components/account/AuthPanel";
import { useI18n } from "../i18n/translate";
import { startSession } from "../stores/session";
import { $user } from "../stores/user";

export interface AccountAuthProps {
  view: AuthView;
  layout?: "page" | "modal";
  /** From a reset link: the address and single-use token of /password-reset. */
  reset?: { email: string; token: string };
  /** Where to go once signed in: the account page asked for, or /my-account. */
  next?: string;
}

/** The /login and /password-reset island (SPEC §2), also the sign-in of 'You need to be logged in'. */
export default function AccountAuth({ view, layout = "page", reset, next }: AccountAuthProps) {
  const { store } = useI18n();
  // This browser thinks it is signed in, the server did not: refresh the session (SPEC §4) and come
  // back as the customer, or forget the cached user.
  useEffect(() => {
    if ($user.get() && view === "login")
      void startSession().then((me) => {
        if (me) location.reload();
      });
  }, [view]);
  const target = next && next.startsWith("/") && !next.startsWith("//") ? next : storePath(store.code, "/my-account");
  return (
    <AuthPanel view={view} layout={layout} idPrefix="account" reset={reset} onDone={() => location.assign(target)} />
  );
}
