import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FILE_ALIASES } from './vite.config';

// Plain config without the React Router plugin: unit tests exercise app/ code directly.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: FILE_ALIASES },
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
  },
});
