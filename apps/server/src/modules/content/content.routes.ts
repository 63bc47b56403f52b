import { pagesRequestSchema, pagesResponseSchema } from '@casino/contracts';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { ContentService } from './content.service';

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
        pages: await contentService.listPages(
          request.body,
          localeFromHeader(request.headers['accept-language']),
        ),
      }),
    );
  };
}
