import { Loader } from "../components/overlays/Loader";
import { ModalRoot } from "../components/overlays/ModalRoot";
import { Notifications } from "../components/overlays/Notifications";
import { OfflineBadge } from "../components/overlays/OfflineBadge";
import { PageProgress } from "../components/overlays/PageProgress";

/**
 * Page progress bar, notification area, modal area, loader and offline badge (SPEC §2 default
 * layout): one island, since they hydrate together on every page and share the same stores.
 */
export default function Overlays() {
  return (
    <>
      <PageProgress />
      <Notifications />
      <ModalRoot />
      <Loader />
      <OfflineBadge />
    </>
  );
}
