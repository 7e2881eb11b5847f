import { type Lang, splitLang } from '@tomaru/ui/lang';
import type { Role } from '@tomaru/ui/menus';
import { findRoute, type RemoteRoute } from '@tomaru/ui/remote';
import { loadRemote } from '../remotes';

export type ItemData = { sub: string; found: { route: RemoteRoute; params: Record<string, string> } | null };

/** Finds the screen a role's remote registers for `item[/fn]` ('' is the top page), running its check. */
export async function loadItem(
  role: Role,
  params: { item?: string; fn?: string },
  location: { pathname: string },
): Promise<ItemData> {
  const lang: Lang = splitLang(location.pathname).lang;
  const sub = [params.item, params.fn].filter(Boolean).join('/');
  const mod = await loadRemote(role, lang);
  const found = findRoute(mod.routes, sub);
  if (found?.route.valid && !(await found.route.valid(found.params))) return { sub, found: null };
  return { sub, found };
}
