import { redirect } from '@tanstack/react-router';
import { BACK_OFFICE_FRAMES, type BackOfficeSegment } from '@tomaru/domain/pages';
import { ApiError, api, clearSession, getMe, getSession, type Me, type StaffKind } from '@tomaru/ui/api';
import type { ChainSummary, HotelSummary } from '@tomaru/ui/backoffice';
import type { Client, InferResponseType } from '@tomaru/ui/client';
import { splitLang } from '@tomaru/ui/lang';
import type { Role } from '@tomaru/ui/menus';
import { markLoginExpired, requestLoginHref } from '../auth/paths';
import { loadManifest, loadRemote } from '../remotes';

/** A back-office read's answer as the worker types it (read through `api()`: no typed-client code in the shell's first chunk). */
type Answer<Call extends 'gethotel' | 'getchain'> = InferResponseType<
  Client['api']['api'][Call]['$get'],
  200
>;

/** A back-office frame: whose screens (`role`), who looks at them (`viewer`), and the URL segment. */
export type FrameConfig = { role: Role; viewer: StaffKind; segment: string; viewAs: boolean };

/** Who looks at each frame's screens; its segment and whether it names an entity come from BACK_OFFICE_FRAMES. */
const FRAME_VIEWERS = {
  admin: { role: 'admin', viewer: 'admin' },
  chain: { role: 'chain', viewer: 'chain' },
  hotel: { role: 'hotel', viewer: 'hotel' },
  union: { role: 'union', viewer: 'union' },
  adminchain: { role: 'chain', viewer: 'admin' },
  adminhotel: { role: 'hotel', viewer: 'admin' },
  adminunion: { role: 'union', viewer: 'admin' },
  chainhotel: { role: 'hotel', viewer: 'chain' },
} as const satisfies Record<BackOfficeSegment, Pick<FrameConfig, 'role' | 'viewer'>>;

/**
 * The frames of the spec: each role's own, and the "view as" ones with an entity id. The worker
 * knows the same segments (domain/pages.ts), so a path under no frame is its 404 too.
 */
export const FRAMES: readonly FrameConfig[] = (Object.keys(FRAME_VIEWERS) as BackOfficeSegment[]).map(
  (segment) => ({ ...FRAME_VIEWERS[segment], segment, viewAs: BACK_OFFICE_FRAMES[segment].viewAs }),
);

export type FrameData =
  | { ok: false }
  | {
      ok: true;
      config: FrameConfig;
      me: Me;
      entityId: number;
      hotel: HotelSummary | null;
      chain: ChainSummary | null;
      basePath: string;
      externalLoginUrl: string;
      /** The route paths the role's remote has built (`reservation`, `reservation/edit`…). */
      screens: readonly string[];
    };

type Loc = { pathname: string; href: string };

/** Anonymous visitors of a back-office page go to /requestlogin?afterlogin=<this page>. */
export function requireSession(kind: StaffKind, location: Loc): void {
  if (!getSession(kind)) throw redirect({ href: requestLoginHref(location.href) });
}

/** The user behind the token; a dead session goes to /requestlogin (the me call never redirects itself). */
async function loadMe(kind: StaffKind, location: Loc): Promise<Me> {
  try {
    const me = await getMe(kind);
    if (me.type === kind) return me;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearSession(kind);
  markLoginExpired();
  throw redirect({ href: requestLoginHref(location.href) });
}

/** A read refused because the viewed hotel, chain or union does not exist or is not the viewer's. */
const notTheirs = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * The hotel layout's two reads: the hotel (the user's own for a hotel user, else the route's id), then
 * its chain (0 when it has none). A viewed hotel that does not exist or is not the viewer's is
 * `null` (the frame's 404); other failures are ignored and yield nothing.
 */
async function loadHotelAndChain(
  config: FrameConfig,
  hotelId: number,
): Promise<{ hotel: HotelSummary | null; chain: ChainSummary | null } | null> {
  const kind = config.viewer;
  let hotel: HotelSummary | null = null;
  try {
    hotel = (await api<Answer<'gethotel'>>('/api/api/gethotel', { kind, query: { hotel_id: hotelId } }))
      .hotel;
  } catch (error) {
    if (config.viewAs && notTheirs(error)) return null;
  }
  const chain = await api<Answer<'getchain'>>('/api/api/getchain', {
    kind,
    query: { chain_id: hotel?.chain_id ?? 0 },
  })
    .then((r) => r.chain)
    .catch(() => null);
  return { hotel, chain };
}

/** Whether the chain or union an administrator views exists (a failure other than 404/403 is not a 404). */
async function viewedOrgExists(config: FrameConfig, id: number): Promise<boolean> {
  const read =
    config.role === 'chain'
      ? api('/api/api/getchain', { kind: config.viewer, query: { chain_id: id } })
      : api('/api/api/getunion', { kind: config.viewer, query: { union_id: id } });
  return read.then(
    () => true,
    (error: unknown) => !notTheirs(error),
  );
}

export async function loadFrame(
  config: FrameConfig,
  params: { id?: string },
  location: Loc,
): Promise<FrameData> {
  let entityId: number | undefined;
  if (config.viewAs) {
    if (!params.id || !/^[1-9]\d{0,9}$/.test(params.id)) return { ok: false };
    entityId = Number(params.id);
  }
  const [me, manifest, remote] = await Promise.all([
    loadMe(config.viewer, location),
    loadManifest().catch(() => ({ externalLoginUrl: '' })),
    loadRemote(config.role, splitLang(location.pathname).lang),
  ]);
  entityId ??= me.id;
  // A hotel, chain or union that does not exist or is not the viewer's is the 404 page, without the
  // menu of a frame that has nothing to show (issue 21).
  const orgs =
    config.role === 'hotel'
      ? await loadHotelAndChain(config, entityId)
      : config.viewAs && !(await viewedOrgExists(config, entityId))
        ? null
        : { hotel: null, chain: null };
  if (!orgs) return { ok: false };
  const { hotel, chain } = orgs;
  return {
    ok: true,
    config,
    me,
    entityId,
    hotel,
    chain,
    basePath: config.viewAs ? `/admin/${config.segment}/${entityId}` : `/admin/${config.segment}`,
    externalLoginUrl: manifest.externalLoginUrl,
    screens: remote.routes.map((r) => r.path),
  };
}
