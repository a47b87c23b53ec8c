import { defineProject } from 'vitest/config';

// Each test file starts a server over a fresh migrated database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set); on a busy 2-core machine that can take longer than Vitest's 10 s.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
