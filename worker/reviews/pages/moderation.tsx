/**
 * /moderation/reviews: the review moderation screen. Its island asks for the operator token (the
 * content screen's, CONTENT_ADMIN_TOKEN) and talks to the operator API only; never cached nor indexed.
 */
import type { Hono } from "hono";
import { Island } from "../../../client/island";
import ReviewAdmin from "../../../client/islands/ReviewAdmin";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";

export function registerReviewPages(pages: Hono<AppEnv>): void {
  storeRoute(pages, "/moderation/reviews", (c) =>
    renderPage(c, {
      meta: { title: "Reviews", noindex: true },
      layout: "empty",
      body: <Island name="ReviewAdmin" component={ReviewAdmin} props={{}} hydrate="load" />,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    }),
  );
}
