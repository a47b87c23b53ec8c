import { defineConfig } from 'vitest/config';

// One runner for every workspace: `npm test` runs all projects, prints coverage, and fails
// when packages/domain falls under 90% of lines.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'e2e'],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**', 'packages/domain/src/city/cities.data.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'packages/domain/src/**': { lines: 90 },
      },
    },
  },
});
