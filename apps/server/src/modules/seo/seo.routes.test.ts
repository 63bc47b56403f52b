import { describe, expect, it } from 'vitest';
import { DEMO_STUDIO_URL } from '../../test/harness';
import { useTestApp } from '../../test/suite';

// With the bundled demo studio's games, as `npm start` seeds them.
const { t } = useTestApp({ config: { DEMO_PROVIDER_URL: DEMO_STUDIO_URL } });

describe('search engines', () => {
  it('GET /sitemap.xml lists the public pages, categories, providers, games, posts and policies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const body = res.body;
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of [
      '/casino',
      '/category/originals',
      '/providers/Casino-Originals',
      '/policies/privacy-policy',
      '/promotions/',
      '/blog/',
    ]) {
      expect(body).toContain(`<loc>http://localhost:8000${path}`);
    }
    expect(body).toMatch(/<loc>http:\/\/localhost:8000\/casino\/\d+<\/loc>/);
    expect(body).not.toContain('/settings');
    expect(body).toContain('Demo-Studio-(demo-content)');
  });

  it('GET /robots.txt keeps crawlers out of accounts and the API and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /settings');
    expect(res.body).toContain('Sitemap: http://localhost:8000/sitemap.xml');
  });
});
