import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (`npm start` on :3000); Vite proxies it so the app keeps
// calling same-origin paths, as it does when the server serves apps/web/dist.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/health': apiTarget,
      '/api': apiTarget,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
