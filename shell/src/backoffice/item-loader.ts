import type { QueryClient } from '@tanstack/react-query';
import { type Lang, splitLang } from '@tomaru/ui/lang';
import { isMenuPath, menuFor } from '@tomaru/ui/menus';
import { type AnyRemoteRoute, findRoute, validateSearch } from '@tomaru/ui/remote';
import { loadRemote } from '../remotes';
import type { FrameData } from './frame-loader';

export type ItemData = {
  sub: string;
  found: { route: AnyRemoteRoute; params: Record<string, string>; search: unknown } | null;
};

/**
 * Finds the screen a role's remote registers for `item[/fn]` ('' is the top page), validates the
 * page's search with the route's schema and runs its loader (which fills the query cache) before
 * the page renders. A refused search, a loader's false or a failed check is the back-office 404.
 */
export async function loadItem(
  params: { item?: string; fn?: string },
  location: { pathname: string; searchStr: string },
  context: { queryClient: () => Promise<QueryClient>; frame: FrameData },
): Promise<ItemData> {
  const sub = [params.item, params.fn].filter(Boolean).join('/');
  const { frame, queryClient } = context;
  if (!frame.ok) return { sub, found: null };
  const lang: Lang = splitLang(location.pathname).lang;
  const mod = await loadRemote(frame.config.role, lang);
  const match = findRoute(mod.routes, sub);
  if (!match) return { sub, found: null };
  // An item the role's menu does not offer (e.g. the is_kkr-only calendar) is the 404 before any read.
  const [item, fn] = [params.item, params.fn];
  if (
    item !== undefined &&
    !isMenuPath(menuFor(frame.config.role, { isKkr: frame.chain?.is_kkr === true }), item, fn)
  ) {
    return { sub, found: null };
  }
  if (match.route.valid && !(await match.route.valid(match.params))) return { sub, found: null };
  const valid = await validateSearch(match.route, location.searchStr);
  if (!valid) return { sub, found: null };
  const loaded =
    match.route.loader &&
    (await match.route.loader({
      params: match.params,
      search: valid.search,
      lang,
      queryClient: await queryClient(),
      frame: { role: frame.config.role, viewer: frame.config.viewer, entityId: frame.entityId },
    }));
  if (loaded === false) return { sub, found: null };
  return { sub, found: { ...match, search: valid.search } };
}
