import type { ContentService } from '../content/content.service';
import type { GamesService } from '../games/games.service';

/** The sitemap protocol allows 50,000 URLs per file. */
const MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** sitemap.xml and robots.txt for search engines (public pages only). */
export function createSeoService(deps: {
  appUrl: string;
  gamesService: GamesService;
  contentService: ContentService;
}) {
  const origin = new URL(deps.appUrl).origin;

  return {
    async buildSitemap(): Promise<string> {
      const paths = [
        '/',
        '/casino',
        '/slots',
        '/category',
        '/providers',
        '/promotions',
        '/blog',
        '/policies',
      ];
      const [categories, providers, pages, blog, promotions] = await Promise.all([
        deps.gamesService.listCategories('en'),
        deps.gamesService.listProviders(),
        deps.contentService.listPages({ limit_from: 0, limit_to: 300 }, 'en'),
        deps.contentService.listBlog({ limit_from: 0, limit_to: 100 }, 'en'),
        deps.contentService.listByCategory(
          { category: 'promotions', limit_from: 0, limit_to: 100 },
          'en',
        ),
      ]);
      paths.push(...categories.map((c) => `/category/${c.slug.toLowerCase()}`));
      paths.push(...providers.map((p) => `/providers/${encodeURIComponent(p.slug)}`));
      paths.push(...pages.filter((p) => p.group === 'pages').map((p) => p.to));
      paths.push(...blog.posts.map((p) => `/blog/${p.slug}`));
      paths.push(...promotions.posts.map((p) => `/promotions/${p.slug}`));
      for (let from = 0; paths.length < MAX_URLS; from += 500) {
        const { games } = await deps.gamesService.listGames({
          limitfrom: from,
          limitto: from + 500,
          sort: 'default',
          tab: 'lobby',
        });
        paths.push(...games.map((g) => `/casino/${g.game_id}`));
        if (games.length < 500) break;
      }
      const urls = [...new Set(paths)]
        .slice(0, MAX_URLS)
        .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },

    buildRobots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /settings',
        'Disallow: /customersupport',
        'Disallow: /dev/',
        'Disallow: /logout',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
