// @vitest-environment happy-dom
import type { RemoteModule } from '@tomaru/ui/remote';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAMES, type FrameConfig, loadFrame } from './frame-loader';

vi.mock('../remotes', () => ({
  loadManifest: async () => ({ remotes: {}, externalLoginUrl: '' }),
  loadRemote: async (): Promise<RemoteModule> => ({
    routes: [{ path: '', component: () => null }],
    loadCatalog: async () => ({}),
  }),
}));

const frame = (segment: string) => FRAMES.find((f) => f.segment === segment) as FrameConfig;
const loc = (pathname: string) => ({ pathname, href: pathname });

/** The worker's answers by call (`gethotel`, `getchain`…); a call without one is a 500. */
let answers: Record<string, { status: number; body: unknown }>;
const error = (status: number, code: string) => ({ status, body: { error: { code, message: code } } });

beforeEach(() => {
  for (const kind of ['admin', 'chain'])
    localStorage.setItem(
      `tomaru.session.${kind}`,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const call = new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname
      .split('/')
      .pop() as string;
    const answer = answers[call] ?? error(500, 'internal');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = (type: 'admin' | 'chain', id: number) => ({
  status: 200,
  body: { name: type, id, type, exp: 2_000_000_000, account_id: id },
});
const hotel = { hotel_id: 1, name: 'トマル京都', chain_id: 1, texts: {}, union_ids: [] };
const chain = { chain_id: 1, name: 'Tomaru Hotels', is_kkr: false };

describe('the back-office frame of a hotel, chain or union someone else views', () => {
  it('is the 404 without a menu when a chain views a hotel that is not its own', async () => {
    answers = {
      me: me('chain', 1),
      gethotel: error(403, 'forbidden'),
      getchain: { status: 200, body: { chain } },
    };
    expect(await loadFrame(frame('chainhotel'), { id: '3' }, loc('/admin/chainhotel/3'))).toEqual({
      ok: false,
    });
  });

  it('is the 404 without a menu when an administrator views a hotel, chain or union that does not exist', async () => {
    answers = {
      me: me('admin', 1),
      gethotel: error(404, 'hotel_not_found'),
      getchain: error(404, 'chain_not_found'),
      getunion: error(404, 'union_not_found'),
    };
    for (const segment of ['adminhotel', 'adminchain', 'adminunion'])
      expect(await loadFrame(frame(segment), { id: '999' }, loc(`/admin/${segment}/999`)), segment).toEqual({
        ok: false,
      });
  });

  it('shows the frame of a hotel the viewer may open, and of one whose read failed for another reason', async () => {
    answers = {
      me: me('chain', 1),
      gethotel: { status: 200, body: { hotel } },
      getchain: { status: 200, body: { chain } },
    };
    const shown = await loadFrame(frame('chainhotel'), { id: '1' }, loc('/admin/chainhotel/1'));
    expect(shown).toMatchObject({
      ok: true,
      entityId: 1,
      hotel: { hotel_id: 1 },
      basePath: '/admin/chainhotel/1',
    });
    // A server error is not a missing hotel: the frame stays, and the screen reports what failed.
    answers = { me: me('chain', 1), gethotel: error(503, 'unavailable') };
    expect(await loadFrame(frame('chainhotel'), { id: '1' }, loc('/admin/chainhotel/1'))).toMatchObject({
      ok: true,
      hotel: null,
    });
    answers = { me: me('admin', 1), getchain: { status: 200, body: { chain } } };
    expect(await loadFrame(frame('adminchain'), { id: '1' }, loc('/admin/adminchain/1'))).toMatchObject({
      ok: true,
    });
  });
});
