/**
 * `npm run content:seed [-- --force] [files.json…]`: writes the demo shop's content (config, home,
 * content pages, blog) in nl, de and en into the database LIBSQL_URL names, and imports JSON files
 * of stories (`[{ store, fullSlug, name, content }]`). Every story is checked against the component
 * schemas first; nothing is written when one is refused. Existing stories are kept unless --force
 * (an editor's changes are never overwritten by `npm start`). `npm start` runs it itself.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { readFile } from "node:fs/promises";
import { storyInputSchema, type StoryInput } from "../../schema/content/story";
import { STORE_CODES } from "../../domain/store-views";
import { checkedDraft, importStories } from "../../worker/content";
import { databaseSettings } from "../local-env";
import { SEED_STORIES } from "./stories";

/** The built-in seed stories as operator API inputs, one per store view. */
export function seedInputs(): StoryInput[] {
  return SEED_STORIES.flatMap((story) =>
    (story.stores ?? STORE_CODES).map((store) => ({
      store,
      fullSlug: story.fullSlug,
      name: story.name[store],
      content: story.content(store),
    })),
  );
}

/** Stories from JSON files: an array of stories or `{ stories: [...] }`. */
export async function readStoryFiles(files: string[]): Promise<StoryInput[]> {
  const out: StoryInput[] = [];
  for (const file of files) {
    const json = JSON.parse(await readFile(file, "utf8")) as unknown;
    const list = Array.isArray(json) ? json : (json as { stories?: unknown[] }).stories;
    if (!Array.isArray(list)) throw new Error(`${file}: expected an array of stories or { "stories": [...] }`);
    list.forEach((item, i) => {
      const parsed = storyInputSchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${file}: story ${i}: ${issue.path.join(".")} ${issue.message}`);
      }
      out.push(parsed.data);
    });
  }
  return out;
}

/** Checks and writes stories (published); returns how many were given. */
export async function seedContent(
  url: string,
  authToken?: string,
  options: { force?: boolean; stories?: StoryInput[] } = {},
): Promise<number> {
  const stories = options.stories ?? seedInputs();
  const drafts = stories.map((story) => {
    try {
      return checkedDraft(story).draft;
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      throw new Error(
        `story ${story.store}/${story.fullSlug}: ${(error as Error).message}${fields ? ` ${JSON.stringify(fields)}` : ""}`,
        { cause: error },
      );
    }
  });
  const client = createClient({ url, authToken });
  try {
    const db = drizzle(client);
    await importStories(db, drafts, { overwrite: options.force ?? false, publish: true }, new Date());
  } finally {
    client.close();
  }
  return drafts.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((a) => !a.startsWith("--"));
  const { url, authToken } = databaseSettings("LIBSQL_URL=libsql://… LIBSQL_AUTH_TOKEN=… npm run content:seed");
  const stories = files.length > 0 ? await readStoryFiles(files) : seedInputs();
  const count = await seedContent(url, authToken, { force: force || files.length > 0, stories });
  console.log(`content: ${count} stories checked and written to ${new URL(url).host}${force ? " (overwriting)" : ""}`);
}
