import { Island } from "../island";
import Overlays from "../islands/Overlays";

/** The overlays island: progress bar, notification and modal areas, loader and offline badge. */
export function OverlaysIsland() {
  return <Island name="Overlays" component={Overlays} props={{}} hydrate="idle" />;
}
