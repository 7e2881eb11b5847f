import { defineConfig } from 'vitest/config';

// Node-side unit tests: domain rules, the libSQL path of db/, and browser components (happy-dom per file).
export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'db/**/*.test.ts',
      'shell/**/*.test.{ts,tsx}',
      'ui/**/*.test.{ts,tsx}',
      'remotes/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
