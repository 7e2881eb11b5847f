import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper shared by all apps (no types needed)
import { appConfig } from '../vite.base.mjs';

const remote = (name: string) => `/remotes/${name}/assets/remoteEntry.js`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  ...appConfig({
    name: 'shell',
    outDir: fileURLToPath(new URL('../dist/public', import.meta.url)),
    // The real URLs come from /remotes.json at run time; these only declare the names.
    federation: {
      remotes: {
        guest: remote('guest'),
        hotel: remote('hotel'),
        chain: remote('chain'),
        union: remote('union'),
        admin: remote('admin'),
      },
    },
  }),
  // `npm run dev`: the shell with hot reload; the API, the manifest and the remotes (rebuilt on change)
  // come from wrangler dev.
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: Object.fromEntries(
      ['/api', '/remotes'].map((p) => [p, process.env.TOMARU_WORKER ?? 'http://127.0.0.1:8787']),
    ),
  },
});
