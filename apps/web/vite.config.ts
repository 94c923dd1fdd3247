import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:8080';
const apiPrefixes = [
  '/auth',
  '/profile',
  '/analytics',
  '/risk',
  '/resolutioncenter',
  '/upload',
  '/utils',
  '/integrations',
  '/api',
  '/samples',
  '/version.json',
];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [
        p,
        // /auth/authorize is the identity provider's page of this app, not an API call.
        {
          target: api,
          bypass: (req: { url?: string }) =>
            req.url?.startsWith('/auth/authorize') ? '/index.html' : undefined,
        },
      ]),
    ),
  },
});
