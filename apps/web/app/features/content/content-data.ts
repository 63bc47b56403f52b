import type { Page, Post, VipLevel } from '@casino/contracts';

/**
 * spec §3: the web stores the VIP levels reversed, highest tier first. The API answers lowest
 * first, so the copy is reversed here (never the response array itself).
 */
export function toStoredLevels(levels: readonly VipLevel[]): VipLevel[] {
  return [...levels].reverse();
}

/** spec §2 policy menu: the footer's 'pages' group, in the spec's order, unknown pages last. */
export function toPolicyMenu(pages: readonly Page[], order: readonly string[]): Page[] {
  const rank = (slug: string) => {
    const index = order.indexOf(slug);
    return index === -1 ? order.length : index;
  };
  return pages
    .filter((page) => page.group === 'pages')
    .sort((left, right) => rank(left.slug) - rank(right.slug));
}

/** spec §9: dates show as the calendar day of the ISO text (no time zone shift). */
export function formatPostDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(iso.trim())?.[0] ?? iso;
}

/** The other posts of a list, for a single post's sidebar. */
export function relatedPosts(posts: readonly Post[], slug: string, count = 4): Post[] {
  return posts.filter((post) => post.slug !== slug).slice(0, count);
}
