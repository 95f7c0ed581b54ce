import { Island } from "../island";
import Loader from "../islands/Loader";
import ModalRoot from "../islands/ModalRoot";
import Notifications from "../islands/Notifications";
import OfflineBadge from "../islands/OfflineBadge";

/** Notification area, modal area, loader and offline badge: part of every layout but maintenance. */
export function Overlays() {
  return (
    <>
      <Island name="Notifications" component={Notifications} props={{}} hydrate="idle" />
      <Island name="ModalRoot" component={ModalRoot} props={{}} hydrate="idle" />
      <Island name="Loader" component={Loader} props={{}} hydrate="idle" />
      <Island name="OfflineBadge" component={OfflineBadge} props={{}} hydrate="idle" />
    </>
  );
}
