import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API's port in development; the built app is served by the API itself, so no proxy there. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      // The API opens its WebSocket only to its own pages' Origin: the proxy speaks as one.
      '/graphql': {
        target: API_ORIGIN,
        ws: true,
        changeOrigin: true,
        headers: { origin: API_ORIGIN },
      },
      '/activityLog': { target: API_ORIGIN, changeOrigin: true },
      '/auth': { target: API_ORIGIN, changeOrigin: true },
      '/dev': { target: API_ORIGIN, changeOrigin: true },
      '/health': { target: API_ORIGIN, changeOrigin: true },
      '/files': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
      '/webform': { target: API_ORIGIN, changeOrigin: true },
      '/has-web-integration-setup': { target: API_ORIGIN, changeOrigin: true },
      '/stripe': { target: API_ORIGIN, changeOrigin: true },
      '/billing': { target: API_ORIGIN, changeOrigin: true },
      // The Email extension page's Download extension links.
      '/extension': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
