// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { HttpResponse, http } from 'msw';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import type { ImageSet, ImageSets, StoredImage } from '../api/images';
import { ImageSetEditPage } from './image-set-edit-page';

// The canvas resize is the browser's; here it gives three small blobs as if it had made 480/960/1600.
vi.mock('../api/resize', () => ({
  resizeForUpload: vi.fn(async () =>
    [480, 960, 1600].map((w) => new Blob([`w${w}`], { type: 'image/webp' })),
  ),
}));

i18n.load('ja', {});
i18n.activate('ja');

const photo = (id: number, alt: StoredImage['alt'] = { ja: '' }): StoredImage => ({
  image_id: id,
  display_order: id,
  content_type: 'image/webp',
  width: 1600,
  height: 1067,
  byte_size: 200_000,
  alt,
  url: `/images/1/${String(id).repeat(64).slice(0, 64)}.webp`,
  srcset: `/images/1/${id}.webp 480w`,
  variants: [],
  created_at: 1_700_000_000,
});

let sets: ImageSet[];
let posts: { call: string; body: unknown }[];
let uploads: { query: string; files: number }[];
let uploadReply: () => Response | null;

const answerSets = (): ImageSets => ({
  languages: ['ja', 'en'],
  targets: [
    { target: 'hotel', target_id: 1, name: { ja: 'トマル京都' } },
    { target: 'room', target_id: 101, name: { ja: '和室', en: 'Japanese room' } },
  ],
  image_sets: sets,
});

const roomSet = (images: StoredImage[]): ImageSet => ({
  image_set_id: 7,
  hotel_id: 1,
  target: 'room',
  target_id: 101,
  updated_at: 1_700_000_100,
  images,
});

startApiFakes(
  fakeGet('getimagesets', () => answerSets()),
  fakeGet('getaudit', () => ({ entries: [], total: 0, page: 1, per_page: 20 })),
  // 201 answers: the typed fakes cover 200 ones.
  http.post('*/api/api/createimageset', async ({ request }) => {
    const body = (await request.json()) as { target: ImageSet['target']; target_id: number };
    posts.push({ call: 'createimageset', body });
    const set = { ...roomSet([]), target: body.target, target_id: body.target_id };
    sets = [set];
    return HttpResponse.json({ image_set: set }, { status: 201 });
  }),
  http.post('*/api/api/uploadimage', async ({ request }) => {
    const form = await request.formData();
    uploads.push({ query: new URL(request.url).search, files: form.getAll('file').length });
    const refused = uploadReply();
    if (refused) return refused;
    const set = roomSet([photo(1)]);
    sets = [set];
    return HttpResponse.json({ image_set: set }, { status: 201 });
  }),
  fakePost('updateimageset', (body) => {
    posts.push({ call: 'updateimageset', body });
    const byId = new Map((sets[0]?.images ?? []).map((i) => [i.image_id, i]));
    const set = {
      ...roomSet(
        body.images.map((i, n) => ({
          ...(byId.get(i.image_id) as StoredImage),
          alt: i.alt,
          display_order: n,
        })),
      ),
      updated_at: 1_700_000_200,
    };
    sets = [set];
    return { image_set: set };
  }),
  fakePost('deleteimage', (body) => {
    posts.push({ call: 'deleteimage', body });
    const set = {
      ...roomSet((sets[0]?.images ?? []).filter((i) => i.image_id !== body.image_id)),
      updated_at: 1_700_000_300,
    };
    sets = [set];
    return { image_set: set };
  }),
);

beforeEach(() => {
  sets = [];
  posts = [];
  uploads = [];
  uploadReply = () => null;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  for (const kind of ['hotel', 'union']) {
    localStorage.setItem(
      `tomaru.session.${kind}`,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
  }
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderPage(frame: BackOffice = hotel1Office) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <Suspense fallback={<p>loading</p>}>
          <ImageSetEditPage params={{}} search={{ target: 'room', target_id: 101 }} />
        </Suspense>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/admin/hotel/image/edit?target=room&target_id=101'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <BackOfficeContext.Provider value={frame}>
          <RouterProvider router={router} />
        </BackOfficeContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: '部屋「和室」の写真' });
}

async function chooseAndUpload() {
  const file = new File(['raw'], 'room.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText('画像ファイル（JPEG・PNG・WebP）'), { target: { files: [file] } });
  expect(
    screen.getByRole('img', { name: '選んだ画像のプレビュー' }),
    'a preview before sending',
  ).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'アップロードする' })));
}

describe('a target’s photos', () => {
  it('creates the set with the first photo and uploads the widths the browser made', async () => {
    await renderPage();
    expect(screen.getByText('まだ写真はありません。')).toBeTruthy();
    await chooseAndUpload();
    await screen.findByText('写真を追加しました。');
    expect(posts).toEqual([
      { call: 'createimageset', body: { hotel_id: 1, target: 'room', target_id: 101 } },
    ]);
    expect(uploads).toEqual([{ query: '?hotel_id=1&image_set_id=7', files: 3 }]);
    expect(await screen.findAllByTestId('image-row')).toHaveLength(1);
  });

  it('shows the server’s refusal of a file in the user’s words', async () => {
    sets = [roomSet([])];
    uploadReply = () => apiError(415, 'unsupported_image_type');
    await renderPage();
    await chooseAndUpload();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'JPEG・PNG・WebPの画像ファイルを選んでください。',
    );
    expect(posts, 'the set existed: no second one').toEqual([]);
  });

  it('saves the new order and the alt texts of each offered language', async () => {
    sets = [roomSet([photo(1, { ja: '外観' }), photo(2)])];
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '写真2を前へ' }));
    fireEvent.change(screen.getByLabelText('写真1の代替テキスト（英語）'), { target: { value: 'Bath' } });
    expect(screen.queryByLabelText('写真1の代替テキスト（韓国語）'), 'only the languages offered').toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: '並び順と代替テキストを保存' })),
    );
    await screen.findByText('保存しました。');
    expect(posts[0]).toEqual({
      call: 'updateimageset',
      body: {
        hotel_id: 1,
        image_set_id: 7,
        updated_at: 1_700_000_100,
        images: [
          { image_id: 2, alt: { ja: '', en: 'Bath' } },
          { image_id: 1, alt: { ja: '外観' } },
        ],
      },
    });
  });

  it('deletes a photo only after the confirmation', async () => {
    sets = [roomSet([photo(1), photo(2)])];
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '写真1を削除' }));
    expect(screen.getByText('この写真を削除しますか？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'やめる' }));
    expect(posts, 'cancelled: nothing sent').toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '写真1を削除' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '削除する' })));
    await screen.findByText('写真を削除しました。');
    expect(screen.getAllByTestId('image-row')).toHaveLength(1);
    expect(posts).toEqual([{ call: 'deleteimage', body: { hotel_id: 1, image_set_id: 7, image_id: 1 } }]);
  });

  it('shows a union the photos without upload, save or delete', async () => {
    sets = [roomSet([photo(1, { ja: '外観' })])];
    await renderPage({ ...hotel1Office, role: 'hotel', viewer: 'union' });
    expect(screen.getByRole('img', { name: '外観' })).toBeTruthy();
    expect(screen.queryByLabelText('画像ファイル（JPEG・PNG・WebP）')).toBeNull();
    expect(screen.queryByRole('button', { name: '並び順と代替テキストを保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '写真1を削除' })).toBeNull();
  });
});
