/**
 * The field vitals screen (/admin/vitals): the content screen's island (ContentEditor) in its vitals view asks for the
 * operator token and reads the operator API (GET /api/ext/analytics/vitals) only. Never cached nor indexed.
 */
import type { Hono } from "hono";
import { Island } from "../../../client/island";
import ContentEditor from "../../../client/islands/ContentEditor";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";

export function registerAnalyticsPages(pages: Hono<AppEnv>): void {
  storeRoute(pages, "/admin/vitals", (c) =>
    renderPage(c, {
      styles: ["content"],
      meta: { title: "Field vitals", noindex: true },
      layout: "empty",
      body: <Island name="ContentEditor" component={ContentEditor} props={{ screen: "vitals" }} hydrate="load" />,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    }),
  );
}
