import { PAGE_GROUP_CHOICES, POST_KIND_CHOICES, SLIDER_KIND_CHOICES } from './content-choices';

// The content section's addresses: its parts, its items' editors and its filtered lists.

/** The content section's parts, each a page of its own. */
export type ContentPart = 'posts' | 'pages' | 'sliders' | 'broadcast';
/** The parts made of items edited one by one (a post, a page, a slide). */
export type ContentItemPart = Exclude<ContentPart, 'broadcast'>;

export const CONTENT_PATHS: Record<ContentPart, string> = {
  posts: '/admin/content',
  pages: '/admin/content/pages',
  sliders: '/admin/content/sliders',
  broadcast: '/admin/content/broadcast',
};

/** The editor's address of an item (`/admin/content/posts/7`). */
export function getItemPath(part: ContentItemPart, id: number | string): string {
  return `/admin/content/${part}/${id}`;
}

/**
 * A content list whose tabs filter it (posts by kind, pages by footer column), a page at a
 * time: the address carries both (`/admin/content?kind=promotion&page=2`), so a view can be
 * bookmarked or sent to a colleague.
 */
export type FilteredList<Choice extends string> = {
  part: 'posts' | 'pages';
  path: string;
  /** The address's parameter of the filter; none shows every item. */
  param: string;
  choices: readonly Choice[];
  perPage: number;
};

/** A filtered list's tab: one of its choices, or every item. */
export type ListFilter<Choice extends string> = Choice | 'all';

/** The posts list's tab of the drafts, of either kind (`?kind=draft`), after the kinds'. */
export const POSTS_DRAFTS = 'draft';

export const POSTS_LIST: FilteredList<(typeof POST_KIND_CHOICES)[number] | typeof POSTS_DRAFTS> = {
  part: 'posts',
  path: CONTENT_PATHS.posts,
  param: 'kind',
  choices: [...POST_KIND_CHOICES, POSTS_DRAFTS],
  perPage: 20,
};

export const PAGES_LIST: FilteredList<(typeof PAGE_GROUP_CHOICES)[number]> = {
  part: 'pages',
  path: CONTENT_PATHS.pages,
  param: 'group',
  choices: PAGE_GROUP_CHOICES,
  perPage: 50,
};

/** The filter and page an address asks for: every item and the first page unless it names others. */
export function readListAddress<Choice extends string>(
  list: FilteredList<Choice>,
  url: string,
): { filter: ListFilter<Choice>; page: number } {
  const params = new URL(url).searchParams;
  const chosen = list.choices.find((choice) => choice === params.get(list.param));
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  return { filter: chosen ?? 'all', page };
}

/** The list's address for a filter and page (the bare path for every item's first page). */
export function getListHref<Choice extends string>(
  list: FilteredList<Choice>,
  filter: ListFilter<Choice>,
  page = 1,
): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set(list.param, filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : list.path;
}

/** The sliders' kind an address names (`?kind=`): the home slider unless another. */
export function readSliderKind(value: string | null): (typeof SLIDER_KIND_CHOICES)[number] {
  return SLIDER_KIND_CHOICES.find((kind) => kind === value) ?? 'home';
}
