import { useState } from "react";
import { LoadError } from "../components/LoadError";

/**
 * A CMS block whose data failed to load (SPEC §2/§8): 'An error occured while loading the component.'
 * with 'Try again' (only online; reloads the page) and 'Close' (hides the message).
 */
export default function BlockError() {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return <LoadError onRetry={() => window.location.reload()} onClose={() => setClosed(true)} />;
}
