import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own settings.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/demo-provider',
    ],
    // PGlite instances are heavy; two workers match the two cores of our machines.
    maxWorkers: 2,
  },
});
