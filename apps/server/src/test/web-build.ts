import { existsSync } from 'node:fs';
import path from 'node:path';
import { WEB_BUILD_DIR } from '../web/ssr';

/**
 * Suites that render the real web app need `npm run build` first (`npm test` does it).
 * Locally a missing build skips them; with CI=true it is an error, never a silent skip.
 */
export function hasWebBuild(): boolean {
  const present = existsSync(path.join(WEB_BUILD_DIR, 'server', 'index.js'));
  if (!present && process.env.CI === 'true') {
    throw new Error('apps/web/build is missing: run "npm run build" before the tests (CI=true)');
  }
  return present;
}
