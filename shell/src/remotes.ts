import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__';
import { i18n } from '@lingui/core';
import type { Lang } from '@tomaru/ui/lang';
import type { RemoteModule } from '@tomaru/ui/remote';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-guard';

const REMOTE_NAMES = ['guest', 'hotel', 'chain', 'union', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The runtime manifest: where each remote's entry lives, so one remote can be redeployed alone. */
export type Manifest = { remotes: Record<RemoteName, string>; externalLoginUrl: string };

let manifest: Promise<Manifest> | undefined;
export function loadManifest(): Promise<Manifest> {
  manifest ??= fetch('/remotes.json', { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
    return res.json() as Promise<Manifest>;
  });
  manifest.catch(() => {
    manifest = undefined;
  });
  return manifest;
}

const modules = new Map<RemoteName, Promise<RemoteModule>>();
const catalogs = new Set<string>();

async function fetchRemote(name: RemoteName): Promise<RemoteModule> {
  const { remotes } = await loadManifest();
  const url = remotes[name];
  if (!url) throw new Error(`No remote named ${name} in remotes.json`);
  __federation_method_setRemote(name, { url: () => Promise.resolve(url), format: 'esm', from: 'vite' });
  const mod = (await __federation_method_getRemote(name, './routes')) as RemoteModule & {
    default?: RemoteModule;
  };
  return mod.routes ? mod : (mod.default as RemoteModule);
}

/** A remote's route module and its catalog and its catalog for `lang`, merged into the shell's i18n. */
export async function loadRemote(name: RemoteName, lang: Lang): Promise<RemoteModule> {
  let p = modules.get(name);
  if (!p) {
    p = fetchRemote(name);
    modules.set(name, p);
    p.catch(() => modules.delete(name));
  }
  let mod: RemoteModule;
  try {
    mod = await p;
  } catch (error) {
    // A chunk that cannot be fetched (a new deploy, a broken CDN edge): reload once per 60 s.
    if (isChunkLoadError(error)) {
      if (reloadOnceForChunkError()) await new Promise(() => {});
    }
    throw error;
  }
  const key = `${name}:${lang}`;
  if (!catalogs.has(key)) {
    try {
      i18n.load(lang, await mod.loadCatalog(lang));
      catalogs.add(key);
    } catch (error) {
      console.error(`Language file ${key} failed to load`, error);
    }
  }
  return mod;
}
