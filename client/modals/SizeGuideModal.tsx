import { useEffect, useState } from "react";
import { getContentFragment } from "../api/content";
import { LoadError } from "../components/LoadError";
import { useI18n } from "../i18n/translate";
import { closeModal } from "../stores/modal";
import { loadStylesheets } from "../lib/stylesheets";

/**
 * SPEC §2 size guide modal: the CMS size-guide page's body, rendered and sanitised by the server
 * (GET /api/content/fragment/size-guide), so editors keep it in one place.
 */
export default function SizeGuideModal() {
  const { store } = useI18n();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    getContentFragment({ slug: "size-guide", storeCode: store.code })
      .then(async (fragment) => {
        await loadStylesheets(fragment.stylesheets);
        setHtml(fragment.html);
      })
      .catch(() => setFailed(true));
  }, [store.code, attempt]);
  if (failed) return <LoadError onRetry={() => setAttempt((n) => n + 1)} onClose={() => closeModal("size-guide")} />;
  if (html === null) return <p className="modal__text" aria-busy="true" />;
  return <div className="size-guide-modal" dangerouslySetInnerHTML={{ __html: html }} />;
}
