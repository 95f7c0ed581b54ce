import { useEffect, useState } from "react";
import type { VitalsReport as VitalsReportShape } from "../../../schema/api/analytics";
import { RUM_METRICS, type RumMetric } from "../../../schema/analytics";

/** The same token key as the content screen: an operator signed in there is signed in here. */
const TOKEN_KEY = "an-content-admin-token";

const format = (metric: RumMetric, p75: number | null) =>
  p75 === null ? "—" : metric === "CLS" ? `≤ ${(p75 / 1000).toFixed(2)}` : `≤ ${p75} ms`;

/**
 * The field vitals screen (/admin/vitals, operators only; English like the content screen): per page
 * type and store view, each metric's p75 and share of "good", and a flag on a page type whose p75
 * leaves "good". Reads GET /api/ext/analytics/vitals with the operator token (sessionStorage only).
 */
export default function VitalsAdmin() {
  const [token, setToken] = useState<string | null>(null);
  const [days, setDays] = useState(7);
  const [report, setReport] = useState<VitalsReportShape | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => setToken(sessionStorage.getItem(TOKEN_KEY)), []);
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    fetch(`/api/ext/analytics/vitals?days=${days}`, { headers: { "X-Admin-Token": token }, signal: abort.signal })
      .then(async (response) => {
        const json = (await response.json()) as { code: number; result: VitalsReportShape & { errorMessage?: string } };
        if (json.code === 200) return setReport(json.result);
        if (json.code === 401) {
          sessionStorage.removeItem(TOKEN_KEY);
          setToken(null);
        }
        setMessage(json.result.errorMessage ?? `HTTP ${json.code}`);
      })
      .catch((error: unknown) => !abort.signal.aborted && setMessage(String(error)));
    return () => abort.abort();
  }, [token, days]);

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
            setMessage(null);
            setToken(value);
          }
        }}
      >
        <h1>Field vitals</h1>
        <label htmlFor="admin-token">Operator token</label>
        <input id="admin-token" name="token" type="password" autoComplete="off" required />
        <button className="btn btn--primary" type="submit">
          Sign in
        </button>
        {message && <p role="alert">{message}</p>}
      </form>
    );
  }
  return (
    <div className="vitals-admin container">
      <h1>Field vitals</h1>
      <label>
        Days{" "}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {[1, 7, 28, 90].map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      {message && <p role="alert">{message}</p>}
      {report && (
        <>
          <p role="status">
            {report.flagged.length === 0
              ? "Every page type's p75 is good."
              : `Not good at p75: ${report.flagged.map((f) => `${f.pageType} (${f.metrics.join(", ")})`).join("; ")}`}
          </p>
          <table className="vitals-admin__table">
            <caption>p75 and share of good samples since {report.from}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Page type</th>
                <th scope="col">Store</th>
                {RUM_METRICS.map((m) => (
                  <th key={m} scope="col">
                    {m}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={`${row.day}|${row.pageType}|${row.store}`}>
                  <td>{row.day}</td>
                  <th scope="row">{row.pageType}</th>
                  <td>{row.store}</td>
                  {RUM_METRICS.map((m) => {
                    const s = row.metrics[m];
                    return (
                      <td key={m} data-good={s ? String(s.p75Good) : undefined}>
                        {s ? `${format(m, s.p75)} · ${Math.round(s.good * 100)} % good · n ${s.samples}` : "—"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
