import type { Config } from '@react-router/dev/config';

// The server (apps/server) imports build/server/index.js and serves build/client itself.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole route manifest ships with the first page (docs/decisions/012): with lazy
  // discovery, a fetcher revalidated while its route was still being discovered matched the
  // 404 splat and replaced the page with the error page (react-router issue 15326, fixed
  // only in 8.x).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
