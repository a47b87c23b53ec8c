import { defineProject } from 'vitest/config';

// Real server processes and a real Chromium: one file at a time, generous timeouts.
export default defineProject({
  test: {
    name: 'e2e',
    // The harness's and page objects' own tests (the fault proxy, the screen markers) run here too:
    // they need no browser.
    include: ['**/*.e2e.test.ts', 'harness/**/*.test.ts', 'pages/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./harness/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
