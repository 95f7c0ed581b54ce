import { useCallback, useEffect, useRef, useState } from "react";
import type { StoryAdminDto, StorySummaryDto } from "../../schema/api/content";
import { contentAdmin, type JsonSchema } from "../api/content-admin";
import { ApiError } from "../api/errors";
import VitalsAdmin from "../components/analytics/VitalsAdmin";
import { ObjectFields } from "../components/SchemaForm";
import type { PreviewMessage } from "./PreviewBridge";

const STORES = ["nl", "de", "en"] as const;
const TOKEN_KEY = "an-content-admin-token";
const prefix = (store: string) => (store === "nl" ? "" : `/${store}`);

/**
 * The content screen (issue point 2): behind the operator token, lists stories per store view,
 * edits a story's components in forms derived from their schemas (or as raw JSON), shows the draft
 * in the preview route beside it with live updates, saves, publishes and unpublishes.
 */
function ContentScreen() {
  const [token, setToken] = useState<string | null>(null);
  const [store, setStore] = useState<(typeof STORES)[number]>("nl");
  const [stories, setStories] = useState<StorySummaryDto[]>([]);
  const [schemas, setSchemas] = useState<Record<string, JsonSchema>>({});
  const [story, setStory] = useState<StoryAdminDto | null>(null);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [meta, setMeta] = useState({ name: "", fullSlug: "" });
  const [raw, setRaw] = useState<string | null>(null);
  const [message, setMessage] = useState<{
    tone: "ok" | "error";
    text: string;
    fields?: Record<string, string>;
  } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  const fail = (error: unknown) =>
    setMessage({
      tone: "error",
      text: error instanceof Error ? error.message : String(error),
      ...(error instanceof ApiError && error.fields ? { fields: { ...error.fields } } : {}),
    });

  const load = useCallback(async (t: string, s: string, stillWanted: () => boolean = () => true) => {
    const [list, defs] = await Promise.all([contentAdmin.list(t, s), contentAdmin.schemas(t)]);
    if (!stillWanted()) return;
    setStories(list);
    setSchemas(defs);
  }, []);

  useEffect(() => {
    const saved = sessionStorage.getItem(TOKEN_KEY);
    if (saved) setToken(saved);
  }, []);
  useEffect(() => {
    if (!token) return undefined;
    // A slower answer for a store view the editor already left must not replace the newer list.
    let current = true;
    load(token, store, () => current).catch((error: unknown) => {
      fail(error);
      if (error instanceof ApiError && error.status === 401) {
        sessionStorage.removeItem(TOKEN_KEY);
        setToken(null);
      }
    });
    return () => {
      current = false;
    };
  }, [token, store, load]);

  // Live updates: the preview frame renders every edit (SPEC §2 editing events).
  useEffect(() => {
    const timer = setTimeout(() => {
      const msg: PreviewMessage = { type: "cms:input", content: draft };
      frame.current?.contentWindow?.postMessage(msg, window.location.origin);
    }, 300);
    return () => clearTimeout(timer);
  }, [draft]);

  async function open(uuid: string) {
    if (!token) return;
    try {
      const [full, pt] = await Promise.all([contentAdmin.get(token, uuid), contentAdmin.previewToken(token)]);
      setStory(full);
      setDraft(full.draft);
      setMeta({ name: full.name, fullSlug: full.fullSlug });
      setRaw(null);
      setMessage(null);
      const q = new URLSearchParams({ id: uuid, spaceId: pt.spaceId, timestamp: pt.timestamp, token: pt.token });
      setPreview(`${prefix(full.store)}/editor/story?${q.toString()}`);
    } catch (error) {
      fail(error);
    }
  }

  async function act(what: "save" | "publish" | "unpublish") {
    if (!token || !story) return;
    try {
      let content = draft;
      if (raw !== null) content = JSON.parse(raw) as Record<string, unknown>;
      const result = await contentAdmin.update(token, story.uuid, { store: story.store, ...meta, content });
      if (what === "publish") await contentAdmin.publish(token, story.uuid);
      if (what === "unpublish") await contentAdmin.unpublish(token, story.uuid);
      const slugChanged = meta.fullSlug !== story.fullSlug;
      setMessage({
        tone: "ok",
        text: [
          `${what === "save" ? "Saved" : what === "publish" ? "Published" : "Unpublished"}.`,
          ...result.warnings,
        ].join(" "),
      });
      await load(token, store);
      const fresh = await contentAdmin.get(token, story.uuid);
      setStory(fresh);
      // A changed slug reloads the preview (SPEC §2 "reload on a slug change").
      if (slugChanged && preview)
        frame.current?.contentWindow?.postMessage(
          { type: "cms:reload", url: preview } satisfies PreviewMessage,
          window.location.origin,
        );
    } catch (error) {
      fail(error);
    }
  }

  if (!token) {
    return (
      <form
        method="post"
        className="content-editor__login"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get("token");
          if (typeof value === "string" && value) {
            sessionStorage.setItem(TOKEN_KEY, value);
            setToken(value);
          }
        }}
      >
        <h1>Content</h1>
        <label htmlFor="admin-token">Operator token</label>
        <input id="admin-token" name="token" type="password" autoComplete="off" required />
        <button className="btn btn--primary" type="submit">
          Sign in
        </button>
        {message && <p role="alert">{message.text}</p>}
      </form>
    );
  }

  // The list empties at once: another store view's stories must not stay clickable while this one's load.
  const switchStore = (next: (typeof STORES)[number]) => {
    if (next === store) return;
    setStories([]);
    setStore(next);
  };
  const rootSchema = schemas[String(draft.component)];
  return (
    <div className="content-editor">
      <aside className="content-editor__list">
        <div className="content-editor__stores" role="tablist" aria-label="Store view">
          {STORES.map((s) => (
            <button key={s} type="button" role="tab" aria-selected={s === store} onClick={() => switchStore(s)}>
              {s.toUpperCase()}
            </button>
          ))}
        </div>
        <ul>
          {stories.map((s) => (
            <li key={s.uuid}>
              <button
                type="button"
                className={story?.uuid === s.uuid ? "is-current" : ""}
                onClick={() => void open(s.uuid)}
              >
                <span>{s.fullSlug}</span>
                <small>
                  {s.component} · {s.published ? (s.changed ? "published, changed" : "published") : "draft"}
                </small>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <section className="content-editor__form" aria-label="Story">
        {story ? (
          <>
            <div className="content-editor__actions">
              <button type="button" className="btn btn--secondary btn--small" onClick={() => void act("save")}>
                Save draft
              </button>
              <button type="button" className="btn btn--primary btn--small" onClick={() => void act("publish")}>
                Publish
              </button>
              <button
                type="button"
                className="btn btn--tertiary btn--small"
                onClick={() => void act("unpublish")}
                disabled={!story.published}
              >
                Unpublish
              </button>
            </div>
            {message && (
              <div
                role={message.tone === "error" ? "alert" : "status"}
                className={`content-editor__message is-${message.tone}`}
              >
                <p>{message.text}</p>
                {message.fields && (
                  <ul>
                    {Object.entries(message.fields).map(([field, problem]) => (
                      <li key={field}>
                        <code>{field}</code>: {problem}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <label className="schema-form__field" htmlFor="story-name">
              <span>name</span>
              <input id="story-name" value={meta.name} onChange={(e) => setMeta({ ...meta, name: e.target.value })} />
            </label>
            <label className="schema-form__field" htmlFor="story-slug">
              <span>full slug</span>
              <input
                id="story-slug"
                value={meta.fullSlug}
                onChange={(e) => setMeta({ ...meta, fullSlug: e.target.value })}
              />
            </label>
            <label className="schema-form__field schema-form__field--check" htmlFor="raw-json">
              <input
                id="raw-json"
                type="checkbox"
                checked={raw !== null}
                onChange={(e) => setRaw(e.target.checked ? JSON.stringify(draft, null, 2) : null)}
              />
              <span>Edit as JSON</span>
            </label>
            {raw !== null || !rootSchema ? (
              <textarea
                className="content-editor__json"
                aria-label="Story content as JSON"
                value={raw ?? JSON.stringify(draft, null, 2)}
                onChange={(e) => {
                  setRaw(e.target.value);
                  try {
                    setDraft(JSON.parse(e.target.value) as Record<string, unknown>);
                  } catch {
                    // Half-typed JSON: the preview waits for a valid document.
                  }
                }}
              />
            ) : (
              <div className="schema-form">
                <ObjectFields schema={rootSchema} value={draft} onChange={setDraft} path="content" schemas={schemas} />
              </div>
            )}
          </>
        ) : (
          <p>Choose a story.</p>
        )}
      </section>
      <section className="content-editor__preview" aria-label="Preview">
        {preview && <iframe ref={frame} src={preview} title="Draft preview" />}
      </section>
    </div>
  );
}

// The field vitals screen (issue 34) shares this island: an operator screen behind the same token,
// which every page's entry then need not list (the checkout has no bytes to spare). It is part of
// this island's chunk, not a lazy one of its own: React hydrates a lazy component's Suspense
// boundary only once that chunk is in, after the island reports itself hydrated, and a sign-in sent
// in between would go to the browser as a plain POST (client/hydrate/held-submit.ts holds a form
// only until the island has hydrated).

/** The operator screens: the content screen (/editor), or with `screen: "vitals"` the field vitals (/admin/vitals). */
export default function ContentEditor({ screen }: { screen?: "vitals" }) {
  return screen === "vitals" ? <VitalsAdmin /> : <ContentScreen />;
}
