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
  type Locale,
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

    /** GET `url` (`/…/:slug`): one item in the request's language, as `{ [key]: item }`; 404. */
    function localizedBySlug<K extends string, T>(
      url: string,
      summary: string,
      response: z.ZodType<Record<K, T>>,
      key: K,
      get: (slug: string, locale: Locale) => Promise<T>,
    ) {
      app.get(
        url,
        {
          schema: {
            tags: ['content'],
            summary,
            params: slugParams,
            response: { 200: response, ...notFound },
          },
        },
        async (request) =>
          ({ [key]: await get(request.params.slug, localeOf(request)) }) as Record<K, T>,
      );
    }

    /** POST `url`: a page of posts chosen by the body, in the request's language. */
    function localizedPosts<B extends z.ZodType>(
      url: string,
      summary: string,
      body: B,
      list: (input: z.output<B>, locale: Locale) => Promise<z.output<typeof postsResponseSchema>>,
    ) {
      app.post(
        url,
        {
          schema: {
            tags: ['content'],
            summary,
            body,
            response: { 200: postsResponseSchema, 422: ERROR_RESPONSES[422] },
          },
        },
        async (request) => list(request.body as z.output<B>, localeOf(request)),
      );
    }

    localizedBySlug(
      '/pages/:slug',
      'One page with its body (policies), sanitised HTML in the request language',
      pageDetailResponseSchema,
      'page',
      (slug, locale) => contentService.getPage(slug, locale),
    );
    localizedPosts(
      '/blog',
      'Blog posts, newest first (spec §7 POST /blog)',
      blogRequestSchema,
      (input, locale) => contentService.listBlog(input, locale),
    );
    localizedPosts(
      '/blog/provident',
      'Promotions (category "promotions") or the blog posts of a category (spec §7)',
      providentRequestSchema,
      (input, locale) => contentService.listByCategory(input, locale),
    );
    localizedBySlug(
      '/posts/:slug',
      'One blog post or promotion with its body as sanitised HTML',
      postDetailResponseSchema,
      'post',
      (slug, locale) => contentService.getPost(slug, locale),
    );

    /** GET `url`: a public list in the request's language, answered as `{ [key]: list }`. */
    function localizedList<K extends string, T>(
      url: string,
      summary: string,
      response: z.ZodType<Record<K, T>>,
      key: K,
      list: (locale: Locale) => Promise<T>,
    ) {
      app.get(
        url,
        { schema: { tags: ['content'], summary, response: { 200: response } } },
        async (request) => ({ [key]: await list(localeOf(request)) }) as Record<K, T>,
      );
    }

    localizedList(
      '/games/imageslider',
      'Home page sliders (spec §7 GET /games/imageslider)',
      imageslidersResponseSchema,
      'imagesliders',
      (locale) => contentService.listSliders('home', locale),
    );
    localizedList(
      '/promotion-sliders',
      'Promotion sliders (spec §7 GET /promotion-sliders)',
      promotionSlidersResponseSchema,
      'promotionSliders',
      (locale) => contentService.listSliders('promotion', locale),
    );
    localizedList(
      '/banners',
      'Home banners (spec §3 Site settings banners: id, title, description, url, bg_img)',
      bannersResponseSchema,
      'banners',
      (locale) => contentService.listBanners(locale),
    );
    localizedList(
      '/levels',
      'VIP levels, lowest first (spec §7 GET /levels)',
      levelsResponseSchema,
      'levels',
      (locale) => contentService.listVipLevels(locale),
    );
  };
}
