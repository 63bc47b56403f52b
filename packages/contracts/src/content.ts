import { count, flag, isoDateTime, limitRange, minorUnits, recordId } from './common';
import { z } from './validation';

/** spec §9: pages are requested 0 to 300. */
export const PAGES_MAX = 300;

/** spec §3 Game category: id (numeric), slug, name, icon, in_menu (1 = shown in menu). */
export const categorySchema = z
  .object({
    id: recordId,
    slug: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    in_menu: flag,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** spec §3 Menu item: to, title, slug, icon; `group` says which footer column lists it. */
export const pageSchema = z
  .object({
    id: recordId,
    to: z.string(),
    title: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    group: z.enum(['casino', 'pages']),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

/** spec §7 `POST /pages {limit_from, limit_to}` (defaults 0 and 300). */
export const pagesRequestSchema = z.object(limitRange(PAGES_MAX, PAGES_MAX));
export type PagesRequest = z.infer<typeof pagesRequestSchema>;
export const pagesResponseSchema = z.object({ pages: z.array(pageSchema) });
export type PagesResponse = z.infer<typeof pagesResponseSchema>;

/** A page with its body: Markdown rendered to sanitised HTML by the server. */
export const pageDetailResponseSchema = z.object({
  page: pageSchema.extend({ body_html: z.string() }),
});
export type PageDetailResponse = z.infer<typeof pageDetailResponseSchema>;

/** spec §3 Blog/promotion post, listed. */
export const postSchema = z
  .object({
    id: recordId,
    kind: z.enum(['blog', 'promotion']),
    slug: z.string(),
    category: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image: z.string().nullable(),
    published_at: isoDateTime,
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;
export const postDetailResponseSchema = z.object({
  post: postSchema.extend({ body_html: z.string() }),
});
export type PostDetailResponse = z.infer<typeof postDetailResponseSchema>;

/** spec §7 POST /blog {limit_from, limit_to} (single post page asks 0 to 10); newest first. */
export const POSTS_MAX = 100;
export const blogRequestSchema = z.object(limitRange(POSTS_MAX, 10)).meta({ id: 'BlogRequest' });
export type BlogRequest = z.input<typeof blogRequestSchema>;
export const postsResponseSchema = z.object({
  posts: z.array(postSchema),
  total: count,
});
export type PostsResponse = z.infer<typeof postsResponseSchema>;

/** spec §7 POST /blog/provident {category}: "promotions" answers promotions, else blog posts. */
export const providentRequestSchema = z
  .object({
    category: z.string().trim().max(60).default('promotions'),
    ...limitRange(POSTS_MAX, 10),
  })
  .meta({ id: 'ProvidentRequest' });
export type ProvidentRequest = z.input<typeof providentRequestSchema>;

/** spec §3 Site settings sliders: id, redirect_url, image_url (plus the caption). */
export const sliderSchema = z
  .object({
    id: recordId,
    redirect_url: z.string(),
    image_url: z.string(),
    title: z.string(),
    subtitle: z.string(),
  })
  .meta({ id: 'Slider' });
export type Slider = z.infer<typeof sliderSchema>;
export const imageslidersResponseSchema = z.object({ imagesliders: z.array(sliderSchema) });
export const promotionSlidersResponseSchema = z.object({ promotionSliders: z.array(sliderSchema) });

/** GET /levels: VIP tiers lowest first (the web stores them reversed, spec §3). */
export const vipLevelSchema = z
  .object({
    id: recordId,
    position: z.number().int(),
    name: z.string(),
    benefit: z.string(),
    bonus_percent: z.number().int(),
    cashback_percent: z.number().int(),
    min_wager: minorUnits,
    color: z.string(),
  })
  .meta({ id: 'VipLevel' });
export type VipLevel = z.infer<typeof vipLevelSchema>;
export const levelsResponseSchema = z.object({ levels: z.array(vipLevelSchema) });
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;

/** spec §3 Site settings banners: id, title, description, url, bg_img (GET /api/banners). */
export const bannerSchema = z
  .object({
    id: recordId,
    title: z.string(),
    description: z.string(),
    url: z.string(),
    bg_img: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
