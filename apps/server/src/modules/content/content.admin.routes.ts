import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_MAX_MB,
  adminPageResponseSchema,
  adminPagesQuerySchema,
  adminPagesResponseSchema,
  adminPostResponseSchema,
  adminPostsQuerySchema,
  adminPostsResponseSchema,
  adminSliderResponseSchema,
  adminSlidersQuerySchema,
  adminSlidersResponseSchema,
  contentImageResponseSchema,
  contentPreviewResponseSchema,
  contentPreviewSchema,
  idParam,
  pageInputSchema,
  pagePatchSchema,
  postInputSchema,
  postPatchSchema,
  sliderInputSchema,
  sliderPatchSchema,
  sliderReorderSchema,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePermission, type Staff } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { ContentAdminService } from './content.admin.service';

const secured = { security: [{ bearer: [] }] };
const tags = ['admin'];
const byId = z.object({ id: idParam });
/** Every call here needs `content.manage` (admin, content; docs/staff-roles.md). */
const staffOf = (request: FastifyRequest): Staff => requirePermission(request, 'content.manage');
const ok = 'ok' as const;

const fileRequired = () =>
  new AppError('FILE_REQUIRED', { fields: { file: [{ key: 'file_required' }] } });

/** The uploaded file's bytes (the first file part); past the limit, 413 before reading more. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  let file: Buffer | null = null;
  for await (const part of request.parts({
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1 },
  })) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer().catch((error: unknown) => {
      // busboy stops reading at the limit: nothing larger is ever held in memory.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          fields: { file: [{ key: 'file_too_large', params: { maximum: CONTENT_IMAGE_MAX_MB } }] },
        });
      }
      throw error;
    });
    if (data.length > 0) file = data;
  }
  if (!file) throw fileRequired();
  return file;
}

/**
 * Back office: pages, blog posts, promotions, sliders and banners in the three locales, a
 * Markdown preview and image uploads (issue 17 "Content"). Each route checks the permission,
 * makes one service call and shapes the answer.
 */
export function contentAdminRoutes({
  contentAdminService: content,
}: {
  contentAdminService: ContentAdminService;
}): RoutesPlugin {
  return async (app) => {
    /* ---- Posts ---- */

    app.get(
      '/admin/posts',
      {
        schema: {
          tags,
          summary: 'Blog posts and promotions, scheduled ones and drafts too, newest first',
          ...secured,
          querystring: adminPostsQuerySchema,
          response: { 200: adminPostsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        staffOf(request);
        return { status: ok, ...(await content.listPosts(request.query)) };
      },
    );

    app.get(
      '/admin/posts/:id',
      {
        schema: {
          tags,
          summary: 'One post with its texts in every locale',
          ...secured,
          params: byId,
          response: { 200: adminPostResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        staffOf(request);
        return { status: ok, post: await content.getPost(request.params.id) };
      },
    );

    app.post(
      '/admin/posts',
      {
        schema: {
          tags,
          summary: 'Create a blog post or promotion; a later published_at schedules it',
          ...secured,
          body: postInputSchema,
          response: { 201: adminPostResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const post = await content.createPost(staffOf(request), request.body);
        return reply.status(201).send({ status: ok, post });
      },
    );

    app.patch(
      '/admin/posts/:id',
      {
        schema: {
          tags,
          summary: 'Change a post (the fields given; a text in all its locales)',
          ...secured,
          params: byId,
          body: postPatchSchema,
          response: { 200: adminPostResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        post: await content.updatePost(staffOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/posts/:id',
      {
        schema: {
          tags,
          summary: 'Delete a post (the audit trail keeps it); answers what was deleted',
          ...secured,
          params: byId,
          response: { 200: adminPostResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        post: await content.deletePost(staffOf(request), request.params.id),
      }),
    );

    /* ---- Pages ---- */

    app.get(
      '/admin/pages',
      {
        schema: {
          tags,
          summary: 'Site pages and menu entries by group and position',
          ...secured,
          querystring: adminPagesQuerySchema,
          response: { 200: adminPagesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        staffOf(request);
        return { status: ok, ...(await content.listPages(request.query)) };
      },
    );

    app.get(
      '/admin/pages/:id',
      {
        schema: {
          tags,
          summary: 'One page with its title and Markdown body in every locale',
          ...secured,
          params: byId,
          response: { 200: adminPageResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        staffOf(request);
        return { status: ok, page: await content.getPage(request.params.id) };
      },
    );

    app.post(
      '/admin/pages',
      {
        schema: {
          tags,
          summary: 'Create a page or menu entry',
          ...secured,
          body: pageInputSchema,
          response: { 201: adminPageResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const page = await content.createPage(staffOf(request), request.body);
        return reply.status(201).send({ status: ok, page });
      },
    );

    app.patch(
      '/admin/pages/:id',
      {
        schema: {
          tags,
          summary: 'Change a page (the fields given; body null removes it)',
          ...secured,
          params: byId,
          body: pagePatchSchema,
          response: { 200: adminPageResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        page: await content.updatePage(staffOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/pages/:id',
      {
        schema: {
          tags,
          summary: 'Delete a page (the audit trail keeps it); answers what was deleted',
          ...secured,
          params: byId,
          response: { 200: adminPageResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        page: await content.deletePage(staffOf(request), request.params.id),
      }),
    );

    /* ---- Sliders and banners ---- */

    app.get(
      '/admin/sliders',
      {
        schema: {
          tags,
          summary: 'Home and promotion sliders and home banners, each kind in its order',
          ...secured,
          querystring: adminSlidersQuerySchema,
          response: { 200: adminSlidersResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        staffOf(request);
        return { status: ok, sliders: await content.listSliders(request.query.kind) };
      },
    );

    app.post(
      '/admin/sliders',
      {
        schema: {
          tags,
          summary: 'Create a slider or banner (at the end of its kind unless a position is given)',
          ...secured,
          body: sliderInputSchema,
          response: { 201: adminSliderResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const slider = await content.createSlider(staffOf(request), request.body);
        return reply.status(201).send({ status: ok, slider });
      },
    );

    app.post(
      '/admin/sliders/reorder',
      {
        schema: {
          tags,
          summary: 'Order the sliders of a kind: every id of that kind once, first shown first',
          ...secured,
          body: sliderReorderSchema,
          response: { 200: adminSlidersResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        sliders: await content.reorderSliders(staffOf(request), request.body),
      }),
    );

    app.patch(
      '/admin/sliders/:id',
      {
        schema: {
          tags,
          summary: 'Change a slider or banner (the fields given)',
          ...secured,
          params: byId,
          body: sliderPatchSchema,
          response: { 200: adminSliderResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        slider: await content.updateSlider(staffOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/sliders/:id',
      {
        schema: {
          tags,
          summary: 'Delete a slider or banner; answers what was deleted',
          ...secured,
          params: byId,
          response: { 200: adminSliderResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: ok,
        slider: await content.deleteSlider(staffOf(request), request.params.id),
      }),
    );

    /* ---- Preview and images ---- */

    app.post(
      '/admin/content/preview',
      {
        schema: {
          tags,
          summary: 'Markdown rendered and sanitised exactly as the public pages show it',
          ...secured,
          body: contentPreviewSchema,
          response: { 200: contentPreviewResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        staffOf(request);
        return { status: ok, html: content.previewMarkdown(request.body.markdown) };
      },
    );

    app.post(
      '/admin/content/images',
      {
        schema: {
          tags,
          summary: `Upload a picture for a post, slider or banner (multipart: file; PNG, JPEG or WebP by content, up to ${CONTENT_IMAGE_MAX_MB} MB); answers its /storage URL. It is deleted once the last post, page or slider using it stops (a coin using it keeps it)`,
          ...secured,
          consumes: ['multipart/form-data'],
          response: { 201: contentImageResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        // Who may upload is checked before a byte of the file is read.
        const staff = staffOf(request);
        const image = await content.uploadImage(staff, await readImagePart(request));
        return reply.status(201).send({ status: ok, image });
      },
    );
  };
}
