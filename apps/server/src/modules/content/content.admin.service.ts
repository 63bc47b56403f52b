import {
  PROMOTIONS_CATEGORY,
  type AdminPage,
  type AdminPagesQuery,
  type AdminPost,
  type AdminPostsQuery,
  type AdminSlider,
  type ContentImage,
  type PageInput,
  type PagePatch,
  type PostInput,
  type PostPatch,
  type SliderInput,
  type SliderPatch,
  type SliderReorder,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { StaffActor } from '../../platform/auth';
import type { DomainCache } from '../../platform/domain-caches';
import { AppError } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import type { FileStorage } from '../../platform/storage';
import type { AuditChange, AuditTrail } from '../audit/audit.service';
import { storeContentImage } from './content.images';
import type { ContentRepository, PageRow, PostRow, SliderRow } from './content.repository';

function toAdminPost(row: PostRow, now: Date): AdminPost {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    is_scheduled: row.publishedAt.getTime() > now.getTime(),
  };
}

function toAdminPage(row: PageRow): AdminPage {
  return {
    id: row.id,
    slug: row.slug,
    to: row.path,
    group: row.group,
    title: row.title,
    body: row.body,
    icon: row.icon,
    position: row.position,
  };
}

function toAdminSlider(row: SliderRow): AdminSlider {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    subtitle: row.subtitle,
    image_url: row.imageUrl,
    redirect_url: row.redirectUrl,
    position: row.position,
  };
}

/** The columns a patch sets: its fields left out (undefined) are not touched. */
function definedOnly<T extends object>(changes: { [K in keyof T]?: T[K] | undefined }): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

const notFound = () => new AppError('CONTENT_NOT_FOUND');
const toRange = (query: { page: number; per_page: number }) => ({
  offset: (query.page - 1) * query.per_page,
  limit: query.per_page,
});

/** `POST /blog/provident {category: "promotions"}` lists promotions: no blog post may hide there. */
function checkCategory(post: { kind: PostRow['kind']; category: string }) {
  if (post.kind === 'blog' && post.category === PROMOTIONS_CATEGORY) {
    throw AppError.validation({ category: [{ key: 'post_category_reserved' }] });
  }
}

/**
 * The back office's content (issue 17 "Content"): pages, posts, sliders and banners. Every
 * change runs in the content cache's `change` (the public lists are fresh at once, on every
 * node) and writes its audit row in the same transaction (decision 040).
 */
export function createContentAdminService(deps: {
  contentRepository: ContentRepository;
  /** The `content` domain cache the public content service reads through. */
  cache: DomainCache;
  audit: AuditTrail;
  /** Where uploaded pictures go: DATA_DIR/storage, served at /storage/{key}. */
  imageStorage: FileStorage;
  now?: () => Date;
}) {
  const { contentRepository: repo, cache, audit, imageStorage } = deps;
  const now = deps.now ?? (() => new Date());

  /** Runs a change and its audit row in one transaction; a slug taken answers 422 on `slug`. */
  async function change<T>(
    staff: StaffActor,
    work: (tx: Database) => Promise<{ result: T; change: AuditChange }>,
  ): Promise<T> {
    try {
      return await cache.change(async (tx) => {
        const { result, change: made } = await work(tx);
        await audit.record(tx, staff, made);
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.validation({ slug: [{ key: 'slug_taken' }] });
      throw error;
    }
  }

  /** Deletes one row; the audit row keeps what it was, and the call answers it too. */
  function removeOne<Row, Dto>(
    staff: StaffActor,
    target: { type: 'post' | 'page' | 'slider'; id: number },
    remove: (id: number, tx: Database) => Promise<Row | null>,
    toDto: (row: Row) => Dto,
  ): Promise<Dto> {
    return change(staff, async (tx) => {
      const row = await remove(target.id, tx);
      if (!row) throw notFound();
      const before = toDto(row);
      const action = `${target.type}.delete`;
      return {
        result: before,
        change: { action, targetType: target.type, targetId: target.id, before },
      };
    });
  }

  return {
    /* ---- Posts ---- */

    async listPosts(query: AdminPostsQuery): Promise<{ posts: AdminPost[]; total: number }> {
      const at = now();
      const { rows, total } = await repo.findAllPosts({ kind: query.kind }, toRange(query));
      return { posts: rows.map((row) => toAdminPost(row, at)), total };
    },

    async getPost(id: number): Promise<AdminPost> {
      const row = await repo.findPostById(id);
      if (!row) throw notFound();
      return toAdminPost(row, now());
    },

    createPost(staff: StaffActor, input: PostInput): Promise<AdminPost> {
      checkCategory(input);
      return change(staff, async (tx) => {
        const row = await repo.insertPost(
          {
            kind: input.kind,
            slug: input.slug,
            category: input.category,
            title: input.title,
            excerpt: input.excerpt,
            body: input.body,
            image: input.image ?? null,
            publishedAt: input.published_at ? new Date(input.published_at) : now(),
          },
          tx,
        );
        const after = toAdminPost(row, now());
        return {
          result: after,
          change: { action: 'post.create', targetType: 'post', targetId: row.id, after },
        };
      });
    },

    updatePost(staff: StaffActor, id: number, patch: PostPatch): Promise<AdminPost> {
      return change(staff, async (tx) => {
        const current = await repo.findPostById(id, tx, true);
        if (!current) throw notFound();
        checkCategory({
          kind: patch.kind ?? current.kind,
          category: patch.category ?? current.category,
        });
        const row = await repo.updatePost(
          id,
          definedOnly<PostRow>({
            kind: patch.kind,
            slug: patch.slug,
            category: patch.category,
            title: patch.title,
            excerpt: patch.excerpt,
            body: patch.body,
            image: patch.image,
            publishedAt: patch.published_at ? new Date(patch.published_at) : undefined,
          }),
          tx,
        );
        if (!row) throw notFound();
        const at = now();
        const after = toAdminPost(row, at);
        const before = toAdminPost(current, at);
        return {
          result: after,
          change: { action: 'post.update', targetType: 'post', targetId: id, before, after },
        };
      });
    },

    /** Deletes a post; the audit row keeps what it was. */
    deletePost(staff: StaffActor, id: number): Promise<AdminPost> {
      return removeOne(staff, { type: 'post', id }, repo.deletePost, (row) =>
        toAdminPost(row, now()),
      );
    },

    /* ---- Pages ---- */

    async listPages(query: AdminPagesQuery): Promise<{ pages: AdminPage[]; total: number }> {
      const { rows, total } = await repo.findAllPages({ group: query.group }, toRange(query));
      return { pages: rows.map(toAdminPage), total };
    },

    async getPage(id: number): Promise<AdminPage> {
      const row = await repo.findPageById(id);
      if (!row) throw notFound();
      return toAdminPage(row);
    },

    createPage(staff: StaffActor, input: PageInput): Promise<AdminPage> {
      return change(staff, async (tx) => {
        const row = await repo.insertPage(
          {
            slug: input.slug,
            path: input.to,
            group: input.group,
            title: input.title,
            body: input.body ?? null,
            icon: input.icon ?? null,
            position: input.position ?? (await repo.findNextPagePosition(input.group, tx)),
          },
          tx,
        );
        const after = toAdminPage(row);
        return {
          result: after,
          change: { action: 'page.create', targetType: 'page', targetId: row.id, after },
        };
      });
    },

    updatePage(staff: StaffActor, id: number, patch: PagePatch): Promise<AdminPage> {
      return change(staff, async (tx) => {
        const current = await repo.findPageById(id, tx, true);
        if (!current) throw notFound();
        const row = await repo.updatePage(
          id,
          definedOnly<PageRow>({
            slug: patch.slug,
            path: patch.to,
            group: patch.group,
            title: patch.title,
            body: patch.body,
            icon: patch.icon,
            position: patch.position,
          }),
          tx,
        );
        if (!row) throw notFound();
        const [before, after] = [toAdminPage(current), toAdminPage(row)];
        return {
          result: after,
          change: { action: 'page.update', targetType: 'page', targetId: id, before, after },
        };
      });
    },

    deletePage(staff: StaffActor, id: number): Promise<AdminPage> {
      return removeOne(staff, { type: 'page', id }, repo.deletePage, toAdminPage);
    },

    /* ---- Sliders and banners ---- */

    async listSliders(kind: SliderRow['kind'] | undefined): Promise<AdminSlider[]> {
      return (await repo.findAllSliders(kind)).map(toAdminSlider);
    },

    createSlider(staff: StaffActor, input: SliderInput): Promise<AdminSlider> {
      return change(staff, async (tx) => {
        const row = await repo.insertSlider(
          {
            kind: input.kind,
            title: input.title,
            subtitle: input.subtitle,
            imageUrl: input.image_url,
            redirectUrl: input.redirect_url,
            position: input.position ?? (await repo.findNextSliderPosition(input.kind, tx)),
          },
          tx,
        );
        const after = toAdminSlider(row);
        return {
          result: after,
          change: { action: 'slider.create', targetType: 'slider', targetId: row.id, after },
        };
      });
    },

    updateSlider(staff: StaffActor, id: number, patch: SliderPatch): Promise<AdminSlider> {
      return change(staff, async (tx) => {
        const current = await repo.findSliderById(id, tx, true);
        if (!current) throw notFound();
        const row = await repo.updateSlider(
          id,
          definedOnly<SliderRow>({
            kind: patch.kind,
            title: patch.title,
            subtitle: patch.subtitle,
            imageUrl: patch.image_url,
            redirectUrl: patch.redirect_url,
            position: patch.position,
          }),
          tx,
        );
        if (!row) throw notFound();
        const [before, after] = [toAdminSlider(current), toAdminSlider(row)];
        return {
          result: after,
          change: { action: 'slider.update', targetType: 'slider', targetId: id, before, after },
        };
      });
    },

    deleteSlider(staff: StaffActor, id: number): Promise<AdminSlider> {
      return removeOne(staff, { type: 'slider', id }, repo.deleteSlider, toAdminSlider);
    },

    /** Puts every slider of a kind in the order given (positions 0, 1, 2, ...). */
    reorderSliders(staff: StaffActor, order: SliderReorder): Promise<AdminSlider[]> {
      return change(staff, async (tx) => {
        const rows = await repo.findAllSliders(order.kind, tx, true);
        const known = new Set(rows.map((row) => row.id));
        const given = new Set(order.ids);
        if (
          given.size !== order.ids.length ||
          given.size !== known.size ||
          order.ids.some((id) => !known.has(id))
        ) {
          throw AppError.validation({ ids: [{ key: 'slider_order_mismatch' }] });
        }
        for (const [position, id] of order.ids.entries()) {
          await repo.updateSlider(id, { position }, tx);
        }
        const after = (await repo.findAllSliders(order.kind, tx)).map(toAdminSlider);
        const orderOf = (sliders: { id: number; position: number }[]) =>
          sliders.map(({ id, position }) => ({ id, position }));
        return {
          result: after,
          change: {
            action: 'slider.reorder',
            targetType: 'slider',
            targetId: order.kind,
            before: orderOf(rows),
            after: orderOf(after),
          },
        };
      });
    },

    /* ---- Preview and images ---- */

    /** Markdown as the public pages render it: the same renderer and sanitiser. */
    previewMarkdown: (markdown: string): string => renderMarkdown(markdown),

    /** Stores an uploaded picture (content.images.ts) and records the upload. */
    async uploadImage(staff: StaffActor, data: Buffer): Promise<ContentImage> {
      const image = await storeContentImage(imageStorage, data);
      return audit.run(staff, async () => ({
        result: image,
        change: {
          action: 'content_image.upload',
          targetType: 'content_image',
          targetId: image.url,
          after: image,
        },
      }));
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
