import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { TEST_CONFIG, testLogger } from './test/harness';
import { useTestApp } from './test/suite';

const { t } = useTestApp({ seed: false });

function connectSrcOf(csp: unknown): string {
  return /connect-src ([^;]*)/.exec(String(csp))?.[1] ?? '';
}

/** The CSP is an HTML answer's header (decision 027): /api/docs is one without the web build. */
describe('Content-Security-Policy connect-src (issue 11)', () => {
  it('names APP_URL’s host on WS_PORT whatever Host header the request sends', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { host: 'evil.example' },
    });
    const connectSrc = connectSrcOf(res.headers['content-security-policy']);
    expect(connectSrc).toBe("'self' ws://localhost:6001");
    expect(connectSrc).not.toContain('evil.example');
  });

  it('uses wss:// for an HTTPS APP_URL', async () => {
    const app = await buildApp({
      config: { ...TEST_CONFIG, APP_URL: 'https://casino.example', WS_PORT: 6443 },
      services: t.runtime.services,
      logger: testLogger,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/docs',
        headers: { host: 'evil.example:6443' },
      });
      expect(connectSrcOf(res.headers['content-security-policy'])).toBe(
        "'self' wss://casino.example:6443",
      );
    } finally {
      await app.close();
    }
  });
});
