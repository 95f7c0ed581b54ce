import { atom, onMount } from "nanostores";
import { clientWritable } from "./server-guard";

/** Browser connectivity (SPEC §4 Offline/online). True on the server, where nobody is offline. */
export const $isOnline = clientWritable(atom(true));

onMount($isOnline, () => {
  if (typeof window === "undefined") return undefined;
  const update = () => $isOnline.set(navigator.onLine);
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  return () => {
    window.removeEventListener("online", update);
    window.removeEventListener("offline", update);
  };
});
