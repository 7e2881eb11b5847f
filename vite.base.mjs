// The Vite settings every browser app shares: React, Lingui macros through Babel (only in files that
// import a macro), module federation with one copy of the shared packages, and the minifier that keeps
// the federation placeholder intact on Vite 8.
import { readFileSync } from 'node:fs';
import federation from '@originjs/vite-plugin-federation';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';

const root = new URL('.', import.meta.url);
const uiPackage = JSON.parse(readFileSync(new URL('ui/package.json', root), 'utf8'));
const version = (name) =>
  JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')).version;

const SINGLETONS = [
  'react',
  'react-dom',
  '@lingui/core',
  '@lingui/react',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'react-hook-form',
];

/** Shared with every remote, so only the shell's copy loads: React, Lingui, the router and ui/. */
export const shared = {
  ...Object.fromEntries(
    SINGLETONS.map((name) => [name, { version: version(name), requiredVersion: version(name) }]),
  ),
  ...Object.fromEntries(
    Object.keys(uiPackage.exports).map((sub) => [
      `@tomaru/ui${sub.slice(1)}`,
      { version: uiPackage.version },
    ]),
  ),
};

const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
});

/** Lingui macros through Babel, for the apps' builds and for component tests. */
export const linguiMacroPlugin = () => babel({ presets: [linguiMacros] });

/** @param {{ name: string, federation: Parameters<typeof federation>[0], base?: string, outDir: string }} app */
export function appConfig(app) {
  return {
    base: app.base ?? '/',
    plugins: [
      react(),
      babel({ presets: [linguiMacros] }),
      federation({ name: app.name, shared, ...app.federation }),
    ],
    build: {
      target: 'esnext',
      modulePreload: false,
      // The default Vite 8 minifier emits template strings that break federation's placeholder.
      minify: 'esbuild',
      cssCodeSplit: false,
      outDir: app.outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: {
        // Parallel app builds make the plugin-timing hint fire on every run; it is only noise here.
        checks: { bundlerTimings: false },
        output: {
          // Catalog chunks get names that say what they hold: assets/locale-en-shell-<hash>.js.
          chunkFileNames: (chunk) => {
            const catalog = /\/locales\/([^/]+)\/([^/]+)\.mjs$/.exec(chunk.facadeModuleId ?? '');
            return catalog
              ? `assets/locale-${catalog[1]}-${catalog[2]}-[hash].js`
              : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    server: { fs: { allow: [new URL('.', root).pathname] } },
    logLevel: 'warn',
  };
}
