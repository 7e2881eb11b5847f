import { defineConfig } from 'vite';
// @ts-expect-error: plain ESM helper shared by all apps (no types needed)
import { remoteConfig } from '../../vite.base.mjs';

export default defineConfig(remoteConfig({ name: 'union' }));
