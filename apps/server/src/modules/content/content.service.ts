import type {
  Banner,
  BlogRequest,
  Locale,
  Page,
  PagesRequest,
  Post,
  ProvidentRequest,
  Slider,
  VipLevel,
} from '@casino/contracts';
import type { DomainCache } from '../../platform/domain-caches';
import { AppError } from '../../platform/errors';
import { pickLocalized } from '../../platform/localized';
import { renderMarkdown } from '../../platform/markdown';
import type {
  ContentRepository,
  NewPageRow,
  NewPostRow,
  NewSliderRow,
  NewVipLevelRow,
  PageRow,
  PostFilter,
  PostRow,
  SliderRow,
  VipLevelRow,
} from './content.repository';

function toPageDto(row: PageRow, locale: Locale): Page {
  return {
    id: row.id,
    to: row.path,
    title: pickLocalized(row.title, locale),
    slug: row.slug,
    icon: row.icon,
    group: row.group,
  };
}

function toPostDto(row: PostRow, locale: Locale): Post {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    category: row.category,
    title: pickLocalized(row.title, locale),
    excerpt: pickLocalized(row.excerpt, locale),
    image: row.image,
    published_at: row.publishedAt.toISOString(),
  };
}

function toSliderDto(row: SliderRow, locale: Locale): Slider {
  return {
    id: row.id,
    redirect_url: row.redirectUrl,
    image_url: row.imageUrl,
    title: pickLocalized(row.title, locale),
    subtitle: pickLocalized(row.subtitle, locale),
  };
}

function toBannerDto(row: SliderRow, locale: Locale): Banner {
  return {
    id: row.id,
    title: pickLocalized(row.title, locale),
    description: pickLocalized(row.subtitle, locale),
    url: row.redirectUrl,
    bg_img: row.imageUrl,
  };
}

function toVipLevelDto(row: VipLevelRow, locale: Locale): VipLevel {
  return {
    id: row.id,
    position: row.position,
    name: pickLocalized(row.name, locale),
    benefit: pickLocalized(row.benefit, locale),
    bonus_percent: row.bonusPercent,
    cashback_percent: row.cashbackPercent,
    min_wager: row.minWagerMinor,
    color: row.color,
  };
}

/** A range request `from .. to` (exclusive) as offset and limit. */
const toRange = (from: number, to: number) => ({ offset: from, limit: Math.max(0, to - from) });

/**
 * Pages, posts, sliders, banners and VIP levels: read on every visit, changed by seeding only,
 * so every answer is cached per node under the `content` version (decision 028) and every
 * change goes through `cache.change`.
 */
export function createContentService(deps: {
  contentRepository: ContentRepository;
  cache: DomainCache;
  now?: () => Date;
}) {
  const { contentRepository, cache } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Published posts, newest first, never a draft. A scheduled post appears when its time comes:
   * the cached page is good until then only.
   */
  async function listPosts(
    filter: PostFilter,
    range: { limit_from: number; limit_to: number },
    locale: Locale,
  ): Promise<{ posts: Post[]; total: number }> {
    const { limit_from: from, limit_to: to } = range;
    const key = JSON.stringify(['posts', filter.kind, filter.category, from, to, locale]);
    const cached = await cache.read(
      key,
      async () => {
        const found = await contentRepository.findPosts(filter, toRange(from, to), now());
        return {
          answer: { posts: found.rows.map((row) => toPostDto(row, locale)), total: found.total },
          until: found.nextPublishedAt?.getTime() ?? null,
        };
      },
      { validUntil: (loaded) => loaded.until },
    );
    return cached.answer;
  }

  return {
    /** spec §7 POST /pages {limit_from, limit_to}: rows limit_from .. limit_to (exclusive). */
    listPages(
      range: PagesRequest & { limit_from: number; limit_to: number },
      locale: Locale,
    ): Promise<Page[]> {
      const { offset, limit } = toRange(range.limit_from, range.limit_to);
      if (limit === 0) return Promise.resolve([]);
      return cache.read(`pages:${offset}:${limit}:${locale}`, async () => {
        const rows = await contentRepository.findPages({ offset, limit });
        return rows.map((row) => toPageDto(row, locale));
      });
    },

    getPage(slug: string, locale: Locale) {
      return cache.read(`page:${slug}:${locale}`, async () => {
        const row = await contentRepository.findPageBySlug(slug);
        if (!row) throw new AppError('NOT_FOUND');
        return {
          ...toPageDto(row, locale),
          body_html: row.body ? renderMarkdown(pickLocalized(row.body, locale)) : '',
        };
      });
    },

    /** spec §7 POST /blog: blog posts newest first. */
    listBlog: (range: BlogRequest & { limit_from: number; limit_to: number }, locale: Locale) =>
      listPosts({ kind: 'blog' }, range, locale),

    /** spec §7 POST /blog/provident {category}: promotions, or the blog posts of a category. */
    listByCategory(
      request: ProvidentRequest & { category: string; limit_from: number; limit_to: number },
      locale: Locale,
    ) {
      const filter: PostFilter =
        request.category === 'promotions'
          ? { kind: 'promotion' }
          : { kind: 'blog', category: request.category };
      return listPosts(filter, request, locale);
    },

    /** A published post (a scheduled one or a draft is not found, and so not cached). */
    getPost(slug: string, locale: Locale) {
      return cache.read(`post:${slug}:${locale}`, async () => {
        const row = await contentRepository.findPostBySlug(slug, now());
        if (!row) throw new AppError('NOT_FOUND');
        return {
          ...toPostDto(row, locale),
          body_html: renderMarkdown(pickLocalized(row.body, locale)),
        };
      });
    },

    listSliders(kind: 'home' | 'promotion', locale: Locale): Promise<Slider[]> {
      return cache.read(`sliders:${kind}:${locale}`, async () =>
        (await contentRepository.findSliders(kind)).map((row) => toSliderDto(row, locale)),
      );
    },

    listBanners(locale: Locale): Promise<Banner[]> {
      return cache.read(`banners:${locale}`, async () =>
        (await contentRepository.findSliders('banner')).map((row) => toBannerDto(row, locale)),
      );
    },

    listVipLevels(locale: Locale): Promise<VipLevel[]> {
      return cache.read(`levels:${locale}`, async () =>
        (await contentRepository.findVipLevels()).map((row) => toVipLevelDto(row, locale)),
      );
    },

    seedContent(data: {
      pages: NewPageRow[];
      posts: NewPostRow[];
      vipLevels: NewVipLevelRow[];
      sliders: NewSliderRow[];
    }): Promise<void> {
      return cache.change(async (tx) => {
        await contentRepository.insertPages(data.pages, tx);
        await contentRepository.insertPosts(data.posts, tx);
        await contentRepository.insertVipLevels(data.vipLevels, tx);
        await contentRepository.insertSliders(data.sliders, tx);
      });
    },

    /** Fills the Markdown bodies of existing pages (the policy texts). */
    seedPolicyBodies(bodies: Record<string, NewPageRow['body']>): Promise<void> {
      return cache.change(async (tx) => {
        for (const [slug, body] of Object.entries(bodies))
          await contentRepository.setPageBody(slug, body ?? null, tx);
      });
    },

    /** The menu pages seeded with the basics. */
    seedPages: (rows: NewPageRow[]): Promise<void> =>
      cache.change((tx) => contentRepository.insertPages(rows, tx)),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
