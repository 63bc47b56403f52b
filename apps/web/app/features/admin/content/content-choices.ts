import type { AdminPage, AdminPost, AdminSlider } from '@casino/contracts';

// The contracts' lists, written out for the browser: their module builds zod schemas when it
// loads, which would bring zod into the page's chunk (decision 026). content-choices.test.ts
// holds them equal to POST_KINDS, PAGE_GROUPS, SLIDER_KINDS and PROMOTIONS_CATEGORY.

export const POST_KIND_CHOICES = [
  'blog',
  'promotion',
] as const satisfies readonly AdminPost['kind'][];
export const PAGE_GROUP_CHOICES = [
  'casino',
  'pages',
] as const satisfies readonly AdminPage['group'][];
export const SLIDER_KIND_CHOICES = [
  'home',
  'promotion',
  'banner',
] as const satisfies readonly AdminSlider['kind'][];
/** The category promotions are listed under; no blog post may use it. */
export const PROMOTIONS_CATEGORY_SLUG = 'promotions';
