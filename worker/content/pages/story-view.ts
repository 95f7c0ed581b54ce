/** What every story template shares: how the story is shown (published or previewed) and its crumbs. */
import type { Context } from "hono";
import type { ReactNode } from "react";
import { storePath } from "../../../domain/urls";
import type { Crumb } from "../../../client/components/Breadcrumbs";
import type { AppEnv } from "../../context";
import type { StoryRow } from "../repo";
import { storyUrl } from "../story-meta";

/** How a story is being shown: published, or previewed (never cached or indexed, bridged to the editor). */
export interface StoryView {
  preview: boolean;
  noStore: Record<string, string> | undefined;
  bridged: (node: ReactNode) => ReactNode;
}

/** The crumbs of a story from its slug: home, each parent story's name (as given), the story. */
export function storyCrumbs(
  c: Context<AppEnv>,
  row: StoryRow,
  title: string,
  parents: { title: string; url: string }[],
): Crumb[] {
  return [
    { label: c.get("t")("breadcrumbs.home"), href: storePath(c.get("store").code, "/") },
    ...parents.map((p) => ({ label: p.title, href: p.url })),
    { label: title, href: storyUrl(c.get("store").code, row.fullSlug) },
  ];
}
