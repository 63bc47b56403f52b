import type { Config } from '@react-router/dev/config';

// The server (apps/server) imports build/server/index.js and serves build/client itself.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
