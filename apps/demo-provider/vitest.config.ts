import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-provider',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
