import type { RoutesPlugin } from '../../platform/routing';
import type { SeoService } from './seo.service';

export function seoRoutes({ seoService }: { seoService: SeoService }): RoutesPlugin {
  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seoService.buildSitemap()),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(seoService.buildRobots()),
    );
  };
}
