import { z } from './validation';

/** spec §9: pages are requested 0 to 300. */
export const PAGES_MAX = 300;

/** spec §3 Game category: id (numeric), slug, name, icon, in_menu (1 = shown in menu). */
export const categorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    in_menu: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** spec §3 Menu item: to, title, slug, icon; `group` says which footer column lists it. */
export const pageSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    title: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    group: z.enum(['casino', 'pages']),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

/** spec §7 `POST /pages {limit_from, limit_to}` (defaults 0 and 300). */
export const pagesRequestSchema = z.object({
  limit_from: z.coerce.number().int().min(0).default(0),
  limit_to: z.coerce.number().int().min(0).max(PAGES_MAX).default(PAGES_MAX),
});
export type PagesRequest = z.infer<typeof pagesRequestSchema>;
export const pagesResponseSchema = z.object({ pages: z.array(pageSchema) });
export type PagesResponse = z.infer<typeof pagesResponseSchema>;
