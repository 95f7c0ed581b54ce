import { useCallback, useEffect, useState } from "react";
import type { ReviewAdminDto, ReviewStatus } from "../../schema/api/reviews";
import { ApiError } from "../api/errors";
import { reviewAdmin } from "../api/review-admin";

const TOKEN_KEY = "an-content-admin-token";
const TABS: { status: ReviewStatus; label: string }[] = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
];

/**
 * The review moderation screen (issue 32 point 1), beside the content screen and behind the same
 * operator token: the queue of a status, each review as text, approve or reject. A decision
 * refreshes the product's cached pages (the operator API purges them).
 */
export default function ReviewAdmin() {
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const [rows, setRows] = useState<ReviewAdminDto[] | null>(null);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  const load = useCallback(async (t: string, s: ReviewStatus) => {
    try {
      setRows(await reviewAdmin.list(t, s));
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof Error ? error.message : String(error) });
      if (error instanceof ApiError && error.status === 401) {
        sessionStorage.removeItem(TOKEN_KEY);
        setToken(null);
      }
    }
  }, []);

  useEffect(() => {
    const saved = sessionStorage.getItem(TOKEN_KEY);
    if (saved) setToken(saved);
  }, []);
  useEffect(() => {
    if (token) void load(token, status);
  }, [token, status, load]);

  const decide = async (review: ReviewAdminDto, to: "approved" | "rejected") => {
    if (!token) return;
    try {
      await reviewAdmin.moderate(token, { id: review.id, status: to });
      setMessage({ tone: "ok", text: `Review #${review.id} ${to}; the product's pages are refreshed.` });
      await load(token, status);
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof Error ? error.message : String(error) });
    }
  };

  if (!token)
    return (
      <form
        method="post"
        className="review-moderation__login"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get("token");
          if (typeof value === "string" && value) {
            sessionStorage.setItem(TOKEN_KEY, value);
            setToken(value);
          }
        }}
      >
        <h1>Reviews</h1>
        <label htmlFor="review-admin-token">Operator token</label>
        <input id="review-admin-token" name="token" type="password" autoComplete="off" required />
        <button className="btn btn--primary" type="submit">
          Sign in
        </button>
      </form>
    );

  return (
    <div className="review-moderation">
      <h1>Reviews</h1>
      <div className="review-moderation__tabs" role="group" aria-label="Status">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            className="btn btn--tertiary btn--small"
            aria-pressed={status === tab.status}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <p role="status" className={message?.tone === "error" ? "review-moderation__error" : undefined}>
        {message?.text}
      </p>
      {rows === null ? null : rows.length === 0 ? (
        <p>No {status} reviews.</p>
      ) : (
        <ul className="review-moderation__list">
          {rows.map((r) => (
            <li key={r.id} className="review-moderation__item">
              <h2>
                #{r.id} {r.title}
              </h2>
              <p className="review-moderation__meta">
                {r.productSku} · {r.rating === null ? "no rating" : `${r.rating}/5`} · {r.nickname}
                {r.customerId === null ? " (guest)" : ` (customer ${r.customerId})`}
                {r.verified ? " · verified buyer" : ""} · {r.store} · {new Date(r.createdAt).toLocaleString()}
              </p>
              <p className="review-moderation__detail">{r.detail}</p>
              <div className="review-moderation__actions">
                {status !== "approved" && (
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => void decide(r, "approved")}
                  >
                    Approve #{r.id}
                  </button>
                )}
                {status !== "rejected" && (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => void decide(r, "rejected")}
                  >
                    Reject #{r.id}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
