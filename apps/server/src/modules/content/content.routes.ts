import {
  bannersResponseSchema,
  blogRequestSchema,
  imageslidersResponseSchema,
  levelsResponseSchema,
  pageDetailResponseSchema,
  pagesRequestSchema,
  pagesResponseSchema,
  postDetailResponseSchema,
  postsResponseSchema,
  promotionSlidersResponseSchema,
  providentRequestSchema,
  z,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { ContentService } from './content.service';

const localeOf = (request: FastifyRequest) => localeFromHeader(request.headers['accept-language']);
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });
const notFound = { 404: ERROR_RESPONSES[401] };

export function contentRoutes({
  contentService,
}: {
  contentService: ContentService;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/pages',
      {
        schema: {
          tags: ['content'],
          summary: 'Site pages for menus and footer (spec §7 POST /pages)',
          body: pagesRequestSchema,
          response: { 200: pagesResponseSchema, 422: ERROR_RESPONSES[422] },
        },
      },
      async (request) => ({
        pages: await contentService.listPages(request.body, localeOf(request)),
      }),
    );

    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['content'],
          summary: 'One page with its body (policies), sanitised HTML in the request language',
          params: slugParams,
          response: { 200: pageDetailResponseSchema, ...notFound },
        },
      },
      async (request) => ({
        page: await contentService.getPage(request.params.slug, localeOf(request)),
      }),
    );

    app.post(
      '/blog',
      {
        schema: {
          tags: ['content'],
          summary: 'Blog posts, newest first (spec §7 POST /blog)',
          body: blogRequestSchema,
          response: { 200: postsResponseSchema, 422: ERROR_RESPONSES[422] },
        },
      },
      async (request) => contentService.listBlog(request.body, localeOf(request)),
    );

    app.post(
      '/blog/provident',
      {
        schema: {
          tags: ['content'],
          summary: 'Promotions (category "promotions") or the blog posts of a category (spec §7)',
          body: providentRequestSchema,
          response: { 200: postsResponseSchema, 422: ERROR_RESPONSES[422] },
        },
      },
      async (request) => contentService.listByCategory(request.body, localeOf(request)),
    );

    app.get(
      '/posts/:slug',
      {
        schema: {
          tags: ['content'],
          summary: 'One blog post or promotion with its body as sanitised HTML',
          params: slugParams,
          response: { 200: postDetailResponseSchema, ...notFound },
        },
      },
      async (request) => ({
        post: await contentService.getPost(request.params.slug, localeOf(request)),
      }),
    );

    app.get(
      '/games/imageslider',
      {
        schema: {
          tags: ['content'],
          summary: 'Home page sliders (spec §7 GET /games/imageslider)',
          response: { 200: imageslidersResponseSchema },
        },
      },
      async (request) => ({
        imagesliders: await contentService.listSliders('home', localeOf(request)),
      }),
    );

    app.get(
      '/promotion-sliders',
      {
        schema: {
          tags: ['content'],
          summary: 'Promotion sliders (spec §7 GET /promotion-sliders)',
          response: { 200: promotionSlidersResponseSchema },
        },
      },
      async (request) => ({
        promotionSliders: await contentService.listSliders('promotion', localeOf(request)),
      }),
    );

    app.get(
      '/banners',
      {
        schema: {
          tags: ['content'],
          summary:
            'Home banners (spec §3 Site settings banners: id, title, description, url, bg_img)',
          response: { 200: bannersResponseSchema },
        },
      },
      async (request) => ({ banners: await contentService.listBanners(localeOf(request)) }),
    );

    app.get(
      '/levels',
      {
        schema: {
          tags: ['content'],
          summary: 'VIP levels, lowest first (spec §7 GET /levels)',
          response: { 200: levelsResponseSchema },
        },
      },
      async (request) => ({ levels: await contentService.listVipLevels(localeOf(request)) }),
    );
  };
}
