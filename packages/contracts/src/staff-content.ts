import { megabytes } from './auth';
import { count, idParam, isoDateTime, okAnswer, pageQuery, recordId } from './common';
import { z } from './validation';

/*
 * The back office's content (issue 17 "Content"): pages, blog posts, promotions, sliders and
 * banners, each text in the three locales, bodies as Markdown rendered by the server.
 */

/** A slug: lower-case letters and digits in words joined by single hyphens (`weekly-cashback`). */
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The promotions' category: `POST /blog/provident {category: "promotions"}` lists promotions. */
export const PROMOTIONS_CATEGORY = 'promotions';
/** The largest Markdown body per locale, in characters. */
export const CONTENT_BODY_MAX_CHARS = 50_000;
/** The largest uploaded content image. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_MAX_MB = megabytes(CONTENT_IMAGE_MAX_BYTES);

export const POST_KINDS = ['blog', 'promotion'] as const;
export const PAGE_GROUPS = ['casino', 'pages'] as const;
export const SLIDER_KINDS = ['home', 'promotion', 'banner'] as const;

const slug = z.string().trim().max(100).regex(CONTENT_SLUG, { message: 'slug_format' });
/** A path on this site: one leading slash (`//host` or `/\host` would leave it). */
const sitePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?![/\\])\S*$/, { message: 'site_path' });
/** Where a slider leads: a path on this site or an https address. */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:\/(?![/\\])|https:\/\/[^/\\\s]+)\S*$/, { message: 'link_format' });
/**
 * A picture the site serves itself (`/storage/...`, uploaded through POST
 * /api/admin/content/images): the Content-Security-Policy loads images from 'self' only.
 */
const storageImage = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/storage\/(?:[A-Za-z0-9][\w.-]*\/)*[A-Za-z0-9][\w.-]*\.(?:png|jpe?g|webp|avif|gif)$/, {
    message: 'storage_image',
  });
const icon = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, { message: 'invalid_format' });
const position = z.coerce.number().int().min(0).max(100_000);

/** One text in every locale: English, Spanish and Simplified Chinese, each required. */
function localizedInput(text: z.ZodString) {
  return z.object({ en: text, es: text, 'zh-CN': text });
}
const shortText = (max: number) => localizedInput(z.string().trim().min(1).max(max));
const markdown = localizedInput(z.string().trim().min(1).max(CONTENT_BODY_MAX_CHARS));

/** A stored text per locale (English is always there; older rows may lack a translation). */
export const localizedTextSchema = z
  .object({ en: z.string(), es: z.string().optional(), 'zh-CN': z.string().optional() })
  .meta({ id: 'LocalizedText' });

/** A patch must change something: `{}` answers 422 on `body`. */
function notEmpty(patch: object, ctx: z.RefinementCtx) {
  if (Object.values(patch).every((value) => value === undefined)) {
    ctx.addIssue({ code: 'custom', path: [], input: patch, message: 'nothing_to_change' });
  }
}

/* ---- Posts: blog posts and promotions ---------------------------------------------------- */

const postFields = {
  kind: z.enum(POST_KINDS),
  slug,
  /** Blog posts: their category (a slug); promotions are in `promotions`. */
  category: z.string().trim().max(60).regex(CONTENT_SLUG, { message: 'slug_format' }),
  title: shortText(200),
  excerpt: shortText(500),
  body: markdown,
  image: storageImage.nullable(),
  /** When the post shows on the site; a later moment schedules it (hidden until then). */
  published_at: z.iso.datetime({ offset: true }),
  /** Staff's work in progress: the site never shows a draft, whatever its date. */
  is_draft: z.boolean(),
};

/** POST /api/admin/posts; `image` defaults to none, `published_at` to now, `is_draft` to false. */
export const postInputSchema = z
  .object({
    ...postFields,
    image: postFields.image.optional(),
    published_at: postFields.published_at.optional(),
    is_draft: postFields.is_draft.optional(),
  })
  .meta({ id: 'NewPost' });
export type PostInput = z.infer<typeof postInputSchema>;
/** PATCH /api/admin/posts/:id: the fields to change; a text is replaced in all its locales. */
export const postPatchSchema = z
  .object(postFields)
  .partial()
  .superRefine(notEmpty)
  .meta({ id: 'PostPatch' });
export type PostPatch = z.infer<typeof postPatchSchema>;

export const adminPostSchema = z
  .object({
    id: recordId,
    kind: z.enum(POST_KINDS),
    slug: z.string(),
    category: z.string(),
    title: localizedTextSchema,
    excerpt: localizedTextSchema,
    body: localizedTextSchema,
    image: z.string().nullable(),
    published_at: isoDateTime,
    /** Published later than now (and no draft): the site does not show it yet. */
    is_scheduled: z.boolean(),
    /** A draft: the site never shows it, whatever its date. */
    is_draft: z.boolean(),
  })
  .meta({ id: 'AdminPost' });
export type AdminPost = z.infer<typeof adminPostSchema>;

/**
 * A post as the site treats it: shown (`published`), shown from its date (`scheduled`) or
 * never (`draft`, whatever its date).
 */
export const POST_STATUSES = ['published', 'scheduled', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** GET /api/admin/posts: every post (scheduled ones and drafts too), newest publication first. */
export const adminPostsQuerySchema = z.object({
  kind: z.enum(POST_KINDS).optional(),
  status: z.enum(POST_STATUSES).optional(),
  ...pageQuery(20),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuerySchema>;
export const adminPostsResponseSchema = okAnswer({ posts: z.array(adminPostSchema), total: count });
export const adminPostResponseSchema = okAnswer({ post: adminPostSchema });

/* ---- Pages: menu entries and policy pages ------------------------------------------------ */

const pageFields = {
  slug,
  /** spec §3 Menu item `to`: where the entry leads on this site. */
  to: sitePath,
  /** Which footer column lists it. */
  group: z.enum(PAGE_GROUPS),
  title: shortText(120),
  /** The page's text (policies); null for a menu entry that leads elsewhere. */
  body: markdown.nullable(),
  icon: icon.nullable(),
  position,
};

/** POST /api/admin/pages; `body` and `icon` default to none, `position` to the group's end. */
export const pageInputSchema = z
  .object({
    ...pageFields,
    body: pageFields.body.optional(),
    icon: pageFields.icon.optional(),
    position: position.optional(),
  })
  .meta({ id: 'NewPage' });
export type PageInput = z.infer<typeof pageInputSchema>;
export const pagePatchSchema = z
  .object(pageFields)
  .partial()
  .superRefine(notEmpty)
  .meta({ id: 'PagePatch' });
export type PagePatch = z.infer<typeof pagePatchSchema>;

export const adminPageSchema = z
  .object({
    id: recordId,
    slug: z.string(),
    to: z.string(),
    group: z.enum(PAGE_GROUPS),
    title: localizedTextSchema,
    body: localizedTextSchema.nullable(),
    icon: z.string().nullable(),
    position: count,
  })
  .meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPagesQuerySchema = z.object({
  group: z.enum(PAGE_GROUPS).optional(),
  ...pageQuery(50),
});
export type AdminPagesQuery = z.infer<typeof adminPagesQuerySchema>;
export const adminPagesResponseSchema = okAnswer({ pages: z.array(adminPageSchema), total: count });
export const adminPageResponseSchema = okAnswer({ page: adminPageSchema });

/* ---- Sliders and banners ----------------------------------------------------------------- */

const sliderFields = {
  /** home: the home slider; promotion: the promotions slider; banner: the home banners. */
  kind: z.enum(SLIDER_KINDS),
  title: shortText(120),
  /** The caption under the title (a banner's `description`); may be empty. */
  subtitle: localizedInput(z.string().trim().max(300)),
  image_url: storageImage,
  redirect_url: link,
  position,
};

/** POST /api/admin/sliders; `position` defaults to the end of its kind. */
export const sliderInputSchema = z
  .object({ ...sliderFields, position: position.optional() })
  .meta({ id: 'NewSlider' });
export type SliderInput = z.infer<typeof sliderInputSchema>;
export const sliderPatchSchema = z
  .object(sliderFields)
  .partial()
  .superRefine(notEmpty)
  .meta({ id: 'SliderPatch' });
export type SliderPatch = z.infer<typeof sliderPatchSchema>;

/** POST /api/admin/sliders/reorder: every slider of `kind`, in the order to show them. */
export const sliderReorderSchema = z
  .object({ kind: z.enum(SLIDER_KINDS), ids: z.array(idParam).min(1).max(200) })
  .meta({ id: 'SliderReorder' });
export type SliderReorder = z.infer<typeof sliderReorderSchema>;

export const adminSliderSchema = z
  .object({
    id: recordId,
    kind: z.enum(SLIDER_KINDS),
    title: localizedTextSchema,
    subtitle: localizedTextSchema,
    image_url: z.string(),
    redirect_url: z.string(),
    position: count,
  })
  .meta({ id: 'AdminSlider' });
export type AdminSlider = z.infer<typeof adminSliderSchema>;

export const adminSlidersQuerySchema = z.object({ kind: z.enum(SLIDER_KINDS).optional() });
export const adminSlidersResponseSchema = okAnswer({ sliders: z.array(adminSliderSchema) });
export const adminSliderResponseSchema = okAnswer({ slider: adminSliderSchema });

/* ---- Markdown preview and images --------------------------------------------------------- */

/** POST /api/admin/content/preview: Markdown as the site renders it (sanitised HTML). */
export const contentPreviewSchema = z.object({
  markdown: z.string().max(CONTENT_BODY_MAX_CHARS),
});
export const contentPreviewResponseSchema = okAnswer({ html: z.string() });

/** POST /api/admin/content/images (multipart `file`): where the site serves the picture. */
export const contentImageResponseSchema = okAnswer({
  image: z.object({
    url: z.string(),
    type: z.enum(['image/png', 'image/jpeg', 'image/webp']),
    width: count,
    height: count,
    bytes: count,
  }),
});
export type ContentImage = z.infer<typeof contentImageResponseSchema>['image'];
