/**
 * CMS API types (SPEC §7 "CMS: story by slug, config/theme story, get-by-uuid, validate-editor,
 * loadDraftStory"; "Blog list … result.total, result.stories"), the mail-service calls and the page
 * fragments, shared by the worker and the browser. Requests are zod schemas the worker validates
 * with (built on first use, z.lazy); the browser takes their types (`z.input`). The operator API's
 * story and redirect bodies are schema/content/story.ts's.
 */
import * as z from "zod";
import { fullSlugSchema } from "../content/story";
import { STORE_CODES } from "../store-codes";

/** A story as the content API answers it (field names as the editor's API has them). */
export interface StoryDto {
  uuid: string;
  name: string;
  full_slug: string;
  slug: string;
  store: string;
  content: Record<string, unknown> & { component: string };
  published_at: string | null;
  first_published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Draft answers only: the release the draft belongs to. */
  release?: string | null;
}

/** SPEC §7 blog list: `result.total` and `result.stories`. */
export interface BlogListDto {
  total: number;
  stories: StoryDto[];
}

/** A story as the content screen lists it. */
export interface StorySummaryDto {
  uuid: string;
  store: string;
  fullSlug: string;
  name: string;
  component: string;
  published: boolean;
  /** The draft differs from what is published (or nothing is). */
  changed: boolean;
  release: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** An operator's full view of a story: draft and published content side by side. */
export interface StoryAdminDto extends StorySummaryDto {
  draft: Record<string, unknown>;
  publishedContent: Record<string, unknown> | null;
}

/** What a write answers: the story and any blocks of unknown type it kept (SPEC: they are skipped when rendered). */
export interface StoryWriteDto {
  uuid: string;
  warnings: string[];
}

export interface PreviewTokenDto {
  spaceId: string;
  timestamp: string;
  token: string;
}

export interface RedirectDto {
  store: string;
  requestPath: string;
  target: string;
  status: number;
}

/** SPEC §7 mail-service get-token: a short-lived anti-abuse token the contact form sends back. */
export interface MailTokenDto {
  token: string;
}

const ONE_LINE = /^[^\r\n]*$/;

/** SPEC §7 mail-service send-email: the contact form's message (`website`: a field people never see, filled in only by bots). */
export const contactMessageRequestSchema = z.lazy(() =>
  z.strictObject({
    token: z.string().max(200),
    name: z.string().trim().min(1, "Field is required").max(100).regex(ONE_LINE, "must be one line"),
    email: z.email("Please provide valid e-mail address").max(254),
    subject: z.string().trim().max(150).regex(ONE_LINE, "must be one line").optional(),
    message: z.string().trim().min(1, "Field is required").max(5000),
    storeCode: z.enum(STORE_CODES),
    website: z.string().max(200).optional(),
  }),
);
export type ContactMessageInput = z.input<typeof contactMessageRequestSchema>;

/** The answer of send-email (also to a bot, which learns nothing). */
export interface ContactSentDto {
  sent: true;
}

/** GET /api/content/fragment?slug&storeCode: a published page's body, rendered and sanitised (the size guide modal). */
export const fragmentQuerySchema = z.lazy(() =>
  z.object({ slug: fullSlugSchema, storeCode: z.string().max(8).optional() }),
);
export type FragmentQuery = z.input<typeof fragmentQuerySchema>;

/** The fragment: its title, its HTML and the stylesheets its blocks need besides the page's own. */
export interface FragmentDto {
  title: string;
  html: string;
  stylesheets: string[];
}
