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

export function createContentService(deps: {
  contentRepository: ContentRepository;
  now?: () => Date;
}) {
  const { contentRepository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** spec §7 POST /pages {limit_from, limit_to}: rows limit_from .. limit_to (exclusive). */
    async listPages(
      range: PagesRequest & { limit_from: number; limit_to: number },
      locale: Locale,
    ): Promise<Page[]> {
      const { offset, limit } = toRange(range.limit_from, range.limit_to);
      if (limit === 0) return [];
      const rows = await contentRepository.findPages({ offset, limit });
      return rows.map((row) => toPageDto(row, locale));
    },

    async getPage(slug: string, locale: Locale) {
      const row = await contentRepository.findPageBySlug(slug);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        ...toPageDto(row, locale),
        body_html: row.body ? renderMarkdown(pickLocalized(row.body, locale)) : '',
      };
    },

    /** spec §7 POST /blog: blog posts newest first. */
    async listBlog(range: BlogRequest & { limit_from: number; limit_to: number }, locale: Locale) {
      const { rows, total } = await contentRepository.findPosts(
        { kind: 'blog' },
        toRange(range.limit_from, range.limit_to),
        now(),
      );
      return { posts: rows.map((row) => toPostDto(row, locale)), total };
    },

    /** spec §7 POST /blog/provident {category}: promotions, or the blog posts of a category. */
    async listByCategory(
      request: ProvidentRequest & { category: string; limit_from: number; limit_to: number },
      locale: Locale,
    ) {
      const filter =
        request.category === 'promotions'
          ? { kind: 'promotion' as const }
          : { kind: 'blog' as const, category: request.category };
      const { rows, total } = await contentRepository.findPosts(
        filter,
        toRange(request.limit_from, request.limit_to),
        now(),
      );
      return { posts: rows.map((row) => toPostDto(row, locale)), total };
    },

    async getPost(slug: string, locale: Locale) {
      const row = await contentRepository.findPostBySlug(slug, now());
      if (!row) throw new AppError('NOT_FOUND');
      return {
        ...toPostDto(row, locale),
        body_html: renderMarkdown(pickLocalized(row.body, locale)),
      };
    },

    async listSliders(kind: 'home' | 'promotion', locale: Locale): Promise<Slider[]> {
      return (await contentRepository.findSliders(kind)).map((row) => toSliderDto(row, locale));
    },

    async listBanners(locale: Locale): Promise<Banner[]> {
      return (await contentRepository.findSliders('banner')).map((row) => toBannerDto(row, locale));
    },

    async listVipLevels(locale: Locale): Promise<VipLevel[]> {
      return (await contentRepository.findVipLevels()).map((row) => toVipLevelDto(row, locale));
    },

    async seedContent(data: {
      pages: NewPageRow[];
      posts: NewPostRow[];
      vipLevels: NewVipLevelRow[];
      sliders: NewSliderRow[];
    }) {
      await contentRepository.insertPages(data.pages);
      await contentRepository.insertPosts(data.posts);
      await contentRepository.insertVipLevels(data.vipLevels);
      await contentRepository.insertSliders(data.sliders);
    },

    /** Fills the Markdown bodies of existing pages (the policy texts). */
    async seedPolicyBodies(bodies: Record<string, NewPageRow['body']>): Promise<void> {
      for (const [slug, body] of Object.entries(bodies))
        await contentRepository.setPageBody(slug, body ?? null);
    },

    /** The menu pages seeded with the basics. */
    async seedPages(rows: NewPageRow[]): Promise<void> {
      await contentRepository.insertPages(rows);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
