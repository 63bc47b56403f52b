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
import type { StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import { createContentChanges, notFound, type ContentChangesDeps } from './content.admin.changes';
import { storeContentImage } from './content.images';
import type { PageRow, PostRow, SliderRow } from './content.repository';

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
    is_scheduled: !row.isDraft && row.publishedAt.getTime() > now.getTime(),
    is_draft: row.isDraft,
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
 * node) and writes its audit row in the same transaction (decision 040). An uploaded picture
 * (POST /content/images) is deleted once the last record using it no longer does.
 */
export function createContentAdminService(deps: ContentChangesDeps & { now?: () => Date }) {
  const { contentRepository: repo, audit, imageStorage } = deps;
  const now = deps.now ?? (() => new Date());
  const toPostDto = (row: PostRow) => toAdminPost(row, now());
  const { change, createOne, updateOne, removeOne } = createContentChanges(deps);

  const postItems = { type: 'post', rows: repo.posts, toDto: toPostDto } as const;
  const pageItems = { type: 'page', rows: repo.pages, toDto: toAdminPage } as const;
  const sliderItems = { type: 'slider', rows: repo.sliders, toDto: toAdminSlider } as const;

  return {
    /* ---- Posts ---- */

    async listPosts(query: AdminPostsQuery): Promise<{ posts: AdminPost[]; total: number }> {
      const filter = { kind: query.kind, status: query.status };
      const { rows, total } = await repo.findAllPosts(filter, toRange(query), now());
      return { posts: rows.map(toPostDto), total };
    },

    async getPost(id: number): Promise<AdminPost> {
      const row = await repo.posts.findById(id);
      if (!row) throw notFound();
      return toPostDto(row);
    },

    createPost(staff: StaffActor, input: PostInput): Promise<AdminPost> {
      checkCategory(input);
      return createOne(staff, postItems, async () => ({
        kind: input.kind,
        slug: input.slug,
        category: input.category,
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        image: input.image ?? null,
        publishedAt: input.published_at ? new Date(input.published_at) : now(),
        isDraft: input.is_draft ?? false,
      }));
    },

    updatePost(staff: StaffActor, id: number, patch: PostPatch): Promise<AdminPost> {
      return updateOne(staff, postItems, id, (current) => {
        checkCategory({
          kind: patch.kind ?? current.kind,
          category: patch.category ?? current.category,
        });
        return definedOnly<PostRow>({
          kind: patch.kind,
          slug: patch.slug,
          category: patch.category,
          title: patch.title,
          excerpt: patch.excerpt,
          body: patch.body,
          image: patch.image,
          publishedAt: patch.published_at ? new Date(patch.published_at) : undefined,
          isDraft: patch.is_draft,
        });
      });
    },

    /** Deletes a post; the audit row keeps what it was. */
    deletePost: (staff: StaffActor, id: number): Promise<AdminPost> =>
      removeOne(staff, postItems, id),

    /* ---- Pages ---- */

    async listPages(query: AdminPagesQuery): Promise<{ pages: AdminPage[]; total: number }> {
      const { rows, total } = await repo.findAllPages({ group: query.group }, toRange(query));
      return { pages: rows.map(toAdminPage), total };
    },

    async getPage(id: number): Promise<AdminPage> {
      const row = await repo.pages.findById(id);
      if (!row) throw notFound();
      return toAdminPage(row);
    },

    createPage(staff: StaffActor, input: PageInput): Promise<AdminPage> {
      return createOne(staff, pageItems, async (tx) => ({
        slug: input.slug,
        path: input.to,
        group: input.group,
        title: input.title,
        body: input.body ?? null,
        icon: input.icon ?? null,
        position: input.position ?? (await repo.findNextPagePosition(input.group, tx)),
      }));
    },

    updatePage(staff: StaffActor, id: number, patch: PagePatch): Promise<AdminPage> {
      return updateOne(staff, pageItems, id, () =>
        definedOnly<PageRow>({
          slug: patch.slug,
          path: patch.to,
          group: patch.group,
          title: patch.title,
          body: patch.body,
          icon: patch.icon,
          position: patch.position,
        }),
      );
    },

    deletePage: (staff: StaffActor, id: number): Promise<AdminPage> =>
      removeOne(staff, pageItems, id),

    /* ---- Sliders and banners ---- */

    async listSliders(kind: SliderRow['kind'] | undefined): Promise<AdminSlider[]> {
      return (await repo.findAllSliders(kind)).map(toAdminSlider);
    },

    createSlider(staff: StaffActor, input: SliderInput): Promise<AdminSlider> {
      return createOne(staff, sliderItems, async (tx) => ({
        kind: input.kind,
        title: input.title,
        subtitle: input.subtitle,
        imageUrl: input.image_url,
        redirectUrl: input.redirect_url,
        position: input.position ?? (await repo.findNextSliderPosition(input.kind, tx)),
      }));
    },

    updateSlider(staff: StaffActor, id: number, patch: SliderPatch): Promise<AdminSlider> {
      return updateOne(staff, sliderItems, id, () =>
        definedOnly<SliderRow>({
          kind: patch.kind,
          title: patch.title,
          subtitle: patch.subtitle,
          imageUrl: patch.image_url,
          redirectUrl: patch.redirect_url,
          position: patch.position,
        }),
      );
    },

    deleteSlider: (staff: StaffActor, id: number): Promise<AdminSlider> =>
      removeOne(staff, sliderItems, id),

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
          await repo.sliders.update(id, { position }, tx);
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
