import * as z from "zod";
import { STORE_CODES } from "../store-codes";
import { COMPONENT_SCHEMAS, ROOT_COMPONENTS, isKnownComponent, type RootComponent } from "./components";

/** SPEC §9 "Blog list size 6, offset 0"; "Max 500 CMS blocks/pages". */
export const BLOG_PAGE_SIZE = 6;
export const MAX_STORIES_LIST = 500;
/** The largest story content the API keeps (its JSON text); the API body limit is 64 KB. */
export const MAX_STORY_BYTES = 60_000;
/** The deepest nesting of blocks a story may have (a column in a carousel in a page is 3). */
export const MAX_BLOCK_DEPTH = 6;
/** The config/theme story's slug in every store view. */
export const CONFIG_SLUG = "config";
export const HOME_SLUG = "home";
export const BLOG_PREFIX = "blog";

/** A story's full slug: lower-case path segments, no leading or trailing slash ("blog/autumn-layers"). */
export const fullSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, "must be lower-case words joined by - and /");

export interface ContentIssue {
  path: string;
  message: string;
}

export interface CheckedContent {
  content: Record<string, unknown> & { component: RootComponent };
  issues: ContentIssue[];
  /** Blocks of a type the library does not know: kept, skipped when rendered. */
  unknown: { path: string; component: string }[];
}

const isBlock = (v: unknown): v is Record<string, unknown> & { component: string } =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  typeof (v as { component?: unknown }).component === "string";

/**
 * Validates a story's component tree against the component schemas, block by block, and fills in
 * defaults. Issues name the field by its path from the root (`body.2.tiles.0.title`).
 */
export function validateStoryContent(input: unknown): CheckedContent {
  const issues: ContentIssue[] = [];
  const unknown: CheckedContent["unknown"] = [];
  if (!isBlock(input)) {
    return {
      content: input as CheckedContent["content"],
      issues: [{ path: "component", message: "is required" }],
      unknown,
    };
  }
  if (!(ROOT_COMPONENTS as readonly string[]).includes(input.component)) {
    issues.push({ path: "component", message: `must be one of ${ROOT_COMPONENTS.join(", ")}` });
    return { content: input as CheckedContent["content"], issues, unknown };
  }
  let uid = 0;
  const walk = (node: Record<string, unknown> & { component: string }, path: string, depth: number): unknown => {
    if (depth > MAX_BLOCK_DEPTH) {
      issues.push({ path: path || "component", message: `blocks nest deeper than ${MAX_BLOCK_DEPTH} levels` });
      return node;
    }
    if (!isKnownComponent(node.component)) {
      unknown.push({ path: path || "component", component: node.component.slice(0, 64) });
      return node;
    }
    const parsed = COMPONENT_SCHEMAS[node.component].safeParse(node);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ path: [path, ...issue.path.map(String)].filter(Boolean).join("."), message: issue.message });
      }
      return node;
    }
    const out = parsed.data as Record<string, unknown>;
    out._uid ??= `b${++uid}`;
    const visit = (value: unknown, at: string): unknown => {
      if (Array.isArray(value)) return value.map((v, i) => visit(v, `${at}.${i}`));
      if (isBlock(value)) return walk(value, at, depth + 1);
      if (typeof value === "object" && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, `${at}.${k}`)]));
      }
      return value;
    };
    for (const [key, value] of Object.entries(out)) {
      if (key === "component" || key === "_uid") continue;
      out[key] = visit(value, path ? `${path}.${key}` : key);
    }
    return out;
  };
  const content = walk(input, "", 0) as CheckedContent["content"];
  return { content, issues, unknown };
}

/**
 * The operator API's story body (create and update), as a new schema (the admin API extends it).
 * The operator's schemas are built on first use (`z.lazy`), not in every isolate's start-up: a
 * shopper's page never checks one.
 */
export const storyInputObject = () =>
  z.strictObject({
    store: z.enum(STORE_CODES),
    fullSlug: fullSlugSchema,
    name: z.string().trim().min(1).max(120),
    content: z.record(z.string(), z.unknown()),
    /** A named release the draft belongs to (SPEC §2 "release"); drafts without one are the current draft. */
    release: z.string().trim().max(60).nullable().optional(),
  });
export const storyInputSchema = z.lazy(storyInputObject);
export type StoryInput = z.infer<typeof storyInputSchema>;

export const redirectInputSchema = z.lazy(() =>
  z.strictObject({
    store: z.enum(STORE_CODES),
    requestPath: z
      .string()
      .trim()
      .max(500)
      .regex(/^\/[^\s?#]*$/, "must be a path starting with / (no query)"),
    target: z
      .string()
      .trim()
      .max(500)
      .refine((t) => /^\/(?!\/)/.test(t) || /^https:\/\//.test(t), "must be a path (/…) or an https URL"),
    status: z.union([z.literal(301), z.literal(302)]).default(301),
  }),
);
export type RedirectInput = z.infer<typeof redirectInputSchema>;
