import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    // Screens driven key by key (user-event) over fake-indexeddb take seconds when the shared
    // 2-core machine runs every project at once; a slow machine is not a failing screen.
    testTimeout: 20_000,
    setupFiles: ['src/testing/testing-library-setup.ts'],
  },
});
