import { useLoaderData } from '@tanstack/react-router';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { type Lang, splitLang } from '@tomaru/ui/lang';
import { isMenuPath, type Role } from '@tomaru/ui/menus';
import { findRoute, type RemoteRoute } from '@tomaru/ui/remote';
import { BackOfficeNotFound } from '../error-pages';
import { loadRemote } from '../remotes';

type ItemData = { sub: string; found: { route: RemoteRoute; params: Record<string, string> } | null };

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

/** A back-office screen, or the back-office 404 for items the role lacks or no remote has built yet. */
export function ItemPage() {
  const data = useLoaderData({ strict: false }) as ItemData;
  const { menu } = useBackOffice();
  const [item, fn] = data.sub ? data.sub.split('/') : [];
  const inMenu = item === undefined || isMenuPath(menu, item, fn);
  if (!data.found || !inMenu) return <BackOfficeNotFound />;
  const Page = data.found.route.component;
  return <Page params={data.found.params} />;
}
