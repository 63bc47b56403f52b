import type { FastifyInstance } from 'fastify';
import type { ClientAssets } from './client-assets';
import type { StudioConfig } from './config';
import { renderGamePage, renderNotFoundPage, themeStylesheet } from './launch-page';
import { toLang } from './messages';
import { launchQuerySchema } from './play.schema';
import { rulesOf } from './rules';
import { findTheme } from './themes';

/**
 * The launch URL the casino opens in its frame (docs/providers.md §launch), the bundled page
 * assets, and the health check.
 */

/** The "back to the casino" link: only ever the casino's own pages (never an open redirect). */
function lobbyUrlOf(value: string | undefined, casinoOrigin: string): string | null {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    return url.origin === casinoOrigin ? url.toString() : null;
  } catch {
    return null;
  }
}

export function registerLaunchRoutes(
  app: FastifyInstance,
  config: StudioConfig,
  assets: ClientAssets,
): void {
  app.get('/launch', async (request, reply) => {
    const parsed = launchQuerySchema.safeParse(request.query);
    const query = parsed.success ? parsed.data : null;
    const lang = toLang(query?.lang);
    const theme = query ? findTheme(query.game) : undefined;
    reply.header('cache-control', 'no-store');
    if (!query || !theme || (query.mode === 'real' && query.token === undefined)) {
      const game = query?.game ?? String((request.query as { game?: unknown }).game ?? '');
      return reply
        .code(query && !theme ? 404 : 400)
        .type('text/html; charset=utf-8')
        .send(renderNotFoundPage(game.slice(0, 100), lang, assets));
    }
    const html = renderGamePage(
      {
        mode: query.mode,
        token: query.mode === 'real' ? (query.token ?? null) : null,
        game: theme.code,
        name: theme.name,
        lang,
        currency: query.currency ?? (query.mode === 'demo' ? 'FUN' : ''),
        lobbyUrl: lobbyUrlOf(query.lobby_url, config.CASINO_PUBLIC_URL),
        theme,
        rules: rulesOf(theme.engine),
      },
      assets,
    );
    return reply.type('text/html; charset=utf-8').send(html);
  });

  for (const file of [assets.script, assets.style]) {
    app.get(file.url, async (_request, reply) =>
      reply
        .type(file.contentType)
        // The URL changes with the content, so browsers may keep it for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body),
    );
  }

  app.get<{ Params: { file: string } }>('/assets/theme/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.css$/, '');
    const theme = findTheme(code);
    if (!theme || !request.params.file.endsWith('.css')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(themeStylesheet(theme.palette, 'felt' in theme ? theme.felt : undefined));
  });

  // Browsers ask for it on their own; there is no studio icon.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  app.get('/health', async () => ({ status: 'ok' }));
}
