import { AuthPanel, type AuthView } from "../components/account/AuthPanel";
import { WithAccountMessages } from "../i18n/WithAccountMessages";
import { closeModal } from "../stores/modal";

/**
 * SPEC §2 authentication modal (and SPEC §4's sign-up modal after a failed token refresh): sign in
 * or register without leaving the page, which then reloads as the customer's.
 */
export default function AuthenticationModal({ payload }: { payload: unknown }) {
  const view: AuthView = (payload as { view?: AuthView } | null)?.view ?? "login";
  return (
    <WithAccountMessages>
      <AuthPanel
        view={view}
        layout="modal"
        idPrefix="auth-modal"
        onDone={() => {
          closeModal("authentication");
          location.reload();
        }}
      />
    </WithAccountMessages>
  );
}
