/**
 * CMS API types (SPEC §7 "CMS: story by slug, config/theme story, get-by-uuid, validate-editor,
 * loadDraftStory"; "Blog list … result.total, result.stories"), shared by the worker and the browser.
 */

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

/** SPEC §7 mail-service send-email: the contact form's message. */
export interface ContactMessageInput {
  token: string;
  name: string;
  email: string;
  subject?: string;
  message: string;
  storeCode: string;
  /** A field people never see: filled in only by bots. */
  website?: string;
}
