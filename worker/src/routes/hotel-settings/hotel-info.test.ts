import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';

type Kind = 'admin' | 'chain' | 'union' | 'hotel';

async function tokenOf(kind: Kind, login: string) {
  return (await signIn(kind, login)).access_token;
}

async function readInfo(hotelId: number) {
  const admin = await tokenOf('admin', 'admin');
  const res = await call(`/api/api/gethotelinfo?hotel_id=${hotelId}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.json.hotel;
}

async function auditCount(hotelId: number) {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM audit_log WHERE entity = 'hotel' AND entity_id = ?",
  )
    .bind(hotelId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Saves a hotel's information as admin (to put it back after a test). */
async function restore(info: Record<string, unknown>) {
  const admin = await tokenOf('admin', 'admin');
  const res = await call('/api/api/updatehotelinfo', { token: admin, body: info });
  expect(res.status, `restoring hotel ${info.hotel_id}: ${res.text}`).toBe(200);
}

/** The information with every English text set to `value`. */
function withEnglish(value: string) {
  return (info: Record<string, unknown>) => {
    const set = (t: unknown) => ({ ...(t as Record<string, string>), en: value });
    const legal = info.legal as Record<string, unknown>;
    return {
      ...info,
      name: set(info.name),
      address: set(info.address),
      access: set(info.access),
      description: set(info.description),
      legal: {
        ...legal,
        address: set(legal.address),
        price_terms: set(legal.price_terms),
        payment_terms: set(legal.payment_terms),
      },
    };
  };
}

describe('gethotelinfo (back office)', () => {
  it.each([
    ['hotel', 'hotel1', [1], [2, 3, 4]],
    ['chain', 'chain1', [1, 2], [3, 4]],
    ['chain', 'chain2', [4], [1, 2, 3]],
    ['union', 'union1', [1, 3], [2, 4]],
    ['admin', 'admin', [1, 2, 3, 4], []],
  ] as const)('%s user %s reads hotels %j and gets 403 for %j', async (kind, login, reach, refused) => {
    const token = await tokenOf(kind, login);
    for (const id of reach) {
      const res = await call(`/api/api/gethotelinfo?hotel_id=${id}`, { token });
      expect(res.status, `hotel ${id}`).toBe(200);
      expect(res.json.hotel.hotel_id).toBe(id);
    }
    for (const id of refused) {
      const res = await call(`/api/api/gethotelinfo?hotel_id=${id}`, { token });
      expect(res.status, `hotel ${id} is out of scope`).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
  });

  it('answers every text as LocalizedText in the hotel’s languages, with the notation and map position', async () => {
    const hotel = await readInfo(1);
    expect(hotel).toMatchObject({
      hotel_id: 1,
      chain_id: 1,
      url_name: 'tomaru-kyoto',
      status: 'normal',
      controller: 'none',
      languages: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
      name_kana: 'トマルキョウト',
      prefecture: 'JP-26',
      latitude: 35.0116,
      longitude: 135.7595,
      invoice_registration_number: 'T9234567890123',
      legal: { representative: '代表取締役 泊 太郎', tel: '075-000-0001' },
    });
    expect(hotel.name).toEqual({
      ja: 'トマル京都',
      en: 'Tomaru Kyoto',
      ko: '토마루 교토',
      'zh-CN': '都丸京都',
      'zh-TW': '都丸京都',
    });
    expect(hotel.legal.payment_terms.ja).toContain('現地払い');
    expect(typeof hotel.updated_at).toBe('number');
    const two = await readInfo(2);
    expect(Object.keys(two.name), 'a Japanese-only hotel answers Japanese texts only').toEqual(['ja']);
  });

  it('keeps members and callers without a token out', async () => {
    const member = await signIn('user', 'guest@example.com');
    expect((await call('/api/api/gethotelinfo?hotel_id=1', { token: member.access_token })).status).toBe(403);
    expect((await call('/api/api/gethotelinfo?hotel_id=1')).status).toBe(401);
  });

  it('gives admin a 404 for a hotel that does not exist', async () => {
    const admin = await tokenOf('admin', 'admin');
    const res = await call('/api/api/gethotelinfo?hotel_id=999', { token: admin });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('hotel_not_found');
  });
});

describe('updatehotelinfo', () => {
  it.each([
    ['hotel', 'hotel1', [1], [2, 3, 4]],
    ['chain', 'chain1', [1, 2], [3, 4]],
    ['chain', 'chain2', [4], [1, 2, 3]],
    ['union', 'union1', [], [1, 2, 3, 4]],
    ['admin', 'admin', [1, 2, 3, 4], []],
  ] as const)('%s user %s may save hotels %j and gets 403 for %j', async (kind, login, allowed, refused) => {
    const token = await tokenOf(kind, login);
    for (const id of [...allowed, ...refused]) {
      const info = await readInfo(id);
      const before = await auditCount(id);
      const res = await call('/api/api/updatehotelinfo', { token, body: info });
      if ((allowed as readonly number[]).includes(id)) {
        expect(res.status, `hotel ${id}: ${res.text}`).toBe(200);
        expect(res.json.hotel, 'an unchanged save answers the hotel as it was').toEqual(info);
      } else {
        expect(res.status, `hotel ${id} is out of scope`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
      expect(await auditCount(id), 'a save that changes nothing records nothing').toBe(before);
    }
  });

  it('saves the changed fields, bumps updated_at and records exactly what changed, by whom', async () => {
    const original = await readInfo(1);
    const token = await tokenOf('hotel', 'hotel1');
    try {
      const res = await call('/api/api/updatehotelinfo', {
        token,
        body: {
          ...original,
          tel: '075 000 0009',
          name: { ...original.name, en: 'Tomaru Kyoto Karasuma' },
          invoice_registration_number: 't7000012050002',
          legal: { ...original.legal, price_terms: { ...original.legal.price_terms, ko: '세금 포함' } },
          // Read-only fields sent back are ignored.
          url_name: 'hijacked',
          status: 'pause',
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.hotel).toMatchObject({
        tel: '075-000-0009',
        url_name: 'tomaru-kyoto',
        status: 'normal',
        invoice_registration_number: 'T7000012050002',
      });
      expect(res.json.hotel.name.en).toBe('Tomaru Kyoto Karasuma');
      expect(res.json.hotel.updated_at).toBeGreaterThan(original.updated_at);
      const row = await env.DB.prepare(
        "SELECT * FROM audit_log WHERE entity = 'hotel' AND entity_id = 1 ORDER BY id DESC LIMIT 1",
      ).first<Record<string, unknown>>();
      expect(row).toMatchObject({
        actor_kind: 'hotel',
        actor_login_id: 'hotel1',
        actor_name: 'トマル京都 フロント',
        hotel_id: 1,
        action: 'updatehotelinfo',
      });
      expect(JSON.parse(String(row?.changes))).toEqual([
        { field: 'name.en', before: 'Tomaru Kyoto', after: 'Tomaru Kyoto Karasuma' },
        { field: 'tel', before: '075-000-0001', after: '075-000-0009' },
        { field: 'invoice_registration_number', before: 'T9234567890123', after: 'T7000012050002' },
        { field: 'legal.price_terms.ko', before: original.legal.price_terms.ko, after: '세금 포함' },
      ]);
    } finally {
      await restore(await readInfo(1).then((now) => ({ ...original, updated_at: now.updated_at })));
    }
  });

  it('refuses invalid values with 422 and the field, changing nothing', async () => {
    const original = await readInfo(1);
    const token = await tokenOf('hotel', 'hotel1');
    const before = await auditCount(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { invoice_registration_number: 'T7000012050003' },
        'invoice_registration_number',
        'invalid_invoice_number',
      ],
      [
        { invoice_registration_number: '7000012050002' },
        'invoice_registration_number',
        'invalid_invoice_number',
      ],
      [{ checkin_time: '25:00' }, 'checkin_time', 'invalid_time'],
      [{ checkout_time: '10時' }, 'checkout_time', 'invalid_time'],
      [{ name: { en: 'No Japanese' } }, 'name.ja', 'required'],
      [{ name: { ja: '' } }, 'name.ja', 'required'],
      [{ name: { ...original.name, ja: 'あ'.repeat(101) } }, 'name.ja', 'max_length'],
      [{ description: { ja: 'あ'.repeat(1001) } }, 'description.ja', 'max_length'],
      [{ name: { ja: 'トマル京都', fr: 'Tomaru Kyoto' } }, 'name', 'invalid_lang'],
      [{ languages: ['ja', 'fr'] }, 'languages.1', 'invalid_lang'],
      [{ languages: ['en'] }, 'languages', 'ja_required'],
      [{ prefecture: 'JP-48' }, 'prefecture', 'invalid_prefecture'],
      [{ latitude: 51.5 }, 'latitude', 'max_value'],
      [{ longitude: 2.35 }, 'longitude', 'min_value'],
      [{ name_kana: 'とまる' }, 'name_kana', 'katakana_only'],
      [{ tel: '12' }, 'tel', 'invalid_tel'],
      [{ legal: { ...original.legal, email: 'nobody' } }, 'legal.email', 'invalid_email'],
      [{ spa_tax_per_adult: -1 }, 'spa_tax_per_adult', 'min_value'],
      [
        { name: { ...original.name, en: '' }, address: { ...original.address, en: 'Kyoto' } },
        'name.en',
        'required',
      ],
    ];
    for (const [change, path, code] of cases) {
      const res = await call('/api/api/updatehotelinfo', { token, body: { ...original, ...change } });
      expect(res.status, `${JSON.stringify(change).slice(0, 80)}: ${res.text}`).toBe(422);
      expect(res.json.error.issues, JSON.stringify(change).slice(0, 80)).toContainEqual(
        expect.objectContaining({ path, code }),
      );
    }
    expect(await readInfo(1), 'nothing may change').toEqual(original);
    expect(await auditCount(1), 'a refused save records nothing').toBe(before);
  });

  it('takes a form filled to every limit in all five languages (within the body limit)', async () => {
    const original = await readInfo(1);
    const token = await tokenOf('hotel', 'hotel1');
    const full = (n: number) =>
      Object.fromEntries(['ja', 'en', 'ko', 'zh-CN', 'zh-TW'].map((l) => [l, 'あ'.repeat(n)]));
    try {
      const res = await call('/api/api/updatehotelinfo', {
        token,
        body: {
          ...original,
          name: full(100),
          address: full(200),
          access: full(300),
          description: full(1000),
          legal: {
            ...original.legal,
            address: full(200),
            price_terms: full(1000),
            payment_terms: full(1000),
          },
        },
      });
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      expect(res.json.hotel.description['zh-TW']).toHaveLength(1000);
    } finally {
      await restore({ ...original, updated_at: (await readInfo(1)).updated_at });
    }
  });

  it('drops texts in a language the hotel does not offer', async () => {
    const original = await readInfo(2);
    const token = await tokenOf('hotel', 'hotel2');
    const res = await call('/api/api/updatehotelinfo', {
      token,
      body: { ...original, name: { ...original.name, en: 'Tomaru Osaka' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.hotel.name, 'hotel 2 offers Japanese only').toEqual({ ja: 'トマル大阪' });
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM hotel_texts WHERE hotel_id = 2 AND lang = 'en'",
    ).first<{
      n: number;
    }>();
    expect(rows?.n).toBe(0);
  });

  it.each([
    ['no English texts', (info: Record<string, unknown>) => info],
    ['every English text empty (as the form does)', withEnglish('')],
  ])(
    'brings back a language’s texts when it is ticked again after being unticked, the body sending %s (decision 018)',
    async (_, retick) => {
      const original = await readInfo(3);
      expect(original.name.en, 'hotel 3 has English texts in the demo').toBeTruthy();
      const token = await tokenOf('hotel', 'hotel3');
      /** What the form sends: the texts gethotelinfo answered, in the languages ticked. */
      const save = async (info: Record<string, unknown>, languages: string[]) => {
        const res = await call('/api/api/updatehotelinfo', { token, body: { ...info, languages } });
        expect(res.status, res.text).toBe(200);
        return res.json.hotel;
      };
      try {
        const unticked = await save(original, ['ja']);
        expect(unticked.name, 'an unticked language is hidden').toEqual({ ja: original.name.ja });
        const reticked = await save(retick(unticked), ['ja', 'en']);
        expect(reticked.name.en, 'the English name comes back').toBe(original.name.en);
        expect(reticked.address.en, 'the English address comes back').toBe(original.address.en);
        expect((await readInfo(3)).description.en, 'gethotelinfo shows the English texts again').toBe(
          original.description.en,
        );
      } finally {
        await restore({ ...original, updated_at: (await readInfo(3)).updated_at });
      }
    },
  );

  it('removes the texts of an offered language when the body sends them all empty', async () => {
    const original = await readInfo(3);
    const token = await tokenOf('hotel', 'hotel3');
    try {
      const res = await call('/api/api/updatehotelinfo', { token, body: withEnglish('')(original) });
      expect(res.status, res.text).toBe(200);
      const rows = await env.DB.prepare(
        "SELECT count(*) AS n FROM hotel_texts WHERE hotel_id = 3 AND lang = 'en'",
      ).first<{ n: number }>();
      expect(rows?.n, 'every English text sent empty removes the row').toBe(0);
    } finally {
      await restore({ ...original, updated_at: (await readInfo(3)).updated_at });
    }
  });

  it('answers 409 stale_update when another clerk saved after the form was read, keeping their change', async () => {
    const original = await readInfo(3);
    const first = await tokenOf('hotel', 'hotel3');
    const second = await tokenOf('admin', 'admin');
    try {
      const saved = await call('/api/api/updatehotelinfo', {
        token: first,
        body: { ...original, access: { ...original.access, ja: '箱根湯本駅から徒歩20分' } },
      });
      expect(saved.status, saved.text).toBe(200);
      const late = await call('/api/api/updatehotelinfo', {
        token: second,
        body: { ...original, tel: '0460-00-0099' },
      });
      expect(late.status, 'the second form was read before the first save').toBe(409);
      expect(late.json.error.code).toBe('stale_update');
      const now = await readInfo(3);
      expect(now.access.ja).toBe('箱根湯本駅から徒歩20分');
      expect(now.tel).toBe(original.tel);
    } finally {
      await restore({ ...original, updated_at: (await readInfo(3)).updated_at });
    }
  });
});

describe('updatehotel', () => {
  it.each([
    ['hotel', 'hotel1', [1], [2]],
    ['chain', 'chain1', [1, 2], [3]],
    ['union', 'union1', [], [1, 3]],
    ['admin', 'admin', [4], []],
  ] as const)(
    '%s user %s may set the status of hotels %j and gets 403 for %j',
    async (kind, login, allowed, refused) => {
      const token = await tokenOf(kind, login);
      for (const id of [...allowed, ...refused]) {
        const res = await call('/api/api/updatehotel', {
          token,
          body: { hotel_id: id, status: 'normal', controller: 'none' },
        });
        expect(res.status, `hotel ${id}: ${res.text}`).toBe(
          (allowed as readonly number[]).includes(id) ? 200 : 403,
        );
      }
    },
  );

  it('pauses a hotel: guests see it paused and the change is recorded', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    try {
      const res = await call('/api/api/updatehotel', {
        token,
        body: { hotel_id: 1, status: 'pause', controller: 'neppan' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.hotel).toMatchObject({ status: 'pause', controller: 'neppan' });
      const guest = await call('/api/gethotelinfo?hotel_id=1');
      expect(guest.json.hotel.status).toBe('pause');
      const audit = await call('/api/api/getaudit?entity=hotel&entity_id=1', { token });
      expect(audit.json.entries[0]).toMatchObject({
        action: 'updatehotel',
        actor: { kind: 'hotel', login_id: 'hotel1' },
        changes: [
          { field: 'status', before: 'normal', after: 'pause' },
          { field: 'controller', before: 'none', after: 'neppan' },
        ],
      });
    } finally {
      await call('/api/api/updatehotel', {
        token,
        body: { hotel_id: 1, status: 'normal', controller: 'none' },
      });
    }
  });

  it('refuses an unknown status or controller with 422', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    for (const body of [
      { hotel_id: 1, status: 'closed', controller: 'none' },
      { hotel_id: 1, status: 'normal', controller: 'tl-lincoln' },
    ]) {
      const res = await call('/api/api/updatehotel', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('guests see the saved hotel information', () => {
  it('shows the new name on the public hotel page in Japanese and English and in the next confirmation mail', async () => {
    const original = await readInfo(1);
    const token = await tokenOf('hotel', 'hotel1');
    try {
      const saved = await call('/api/api/updatehotelinfo', {
        token,
        body: {
          ...original,
          name: { ...original.name, ja: 'トマル京都 烏丸', en: 'Tomaru Kyoto Karasuma' },
          tel: '075-000-0077',
        },
      });
      expect(saved.status, saved.text).toBe(200);
      const ja = await call('/api/gethotelinfo?hotel_id=1&lang=ja');
      expect(ja.json.hotel.name).toBe('トマル京都 烏丸');
      const en = await call('/api/gethotelinfo?hotel_id=1&lang=en');
      expect(en.json.hotel.name).toBe('Tomaru Kyoto Karasuma');
      const booked = await call('/api/book', {
        body: bookingBody({
          checkin: tokyoDate(50),
          checkout: tokyoDate(51),
          user: { ...bookingBody().user, mail1: 'renamed-hotel@example.com' },
        }),
      });
      expect(booked.status, booked.text).toBe(201);
      const mail = await env.DB.prepare('SELECT subject, body_text FROM mail_outbox WHERE reservation_id = ?')
        .bind(booked.json.reservation_id)
        .first<{ subject: string; body_text: string }>();
      expect(`${mail?.subject}\n${mail?.body_text}`, 'the mail names the hotel as it is now').toContain(
        'トマル京都 烏丸',
      );
      expect(mail?.body_text).toContain('075-000-0077');
    } finally {
      await restore({ ...original, updated_at: (await readInfo(1)).updated_at });
    }
  });

  it('shows the notation in the guest’s language and the map position on the public calls', async () => {
    const original = await readInfo(3);
    const token = await tokenOf('hotel', 'hotel3');
    try {
      const saved = await call('/api/api/updatehotelinfo', {
        token,
        body: {
          ...original,
          latitude: 35.24,
          legal: {
            ...original.legal,
            payment_terms: { ...original.legal.payment_terms, en: 'Cash or card at the inn.' },
          },
        },
      });
      expect(saved.status, saved.text).toBe(200);
      const en = await call('/api/getinfo?hotel_id=3&lang=en');
      expect(en.json.info).toMatchObject({
        representative: '取締役 緑川 花子',
        payment_terms: 'Cash or card at the inn.',
        legal_address: '1-1 Yumoto, Hakone, Ashigarashimo-gun, Kanagawa',
      });
      const ja = await call('/api/getinfo?hotel_id=3&lang=ja');
      expect(ja.json.info.payment_terms).toBe('現地払い（現金のみ）。');
      const page = await call('/api/gethotelinfo?hotel_id=3&lang=en');
      expect(page.json.hotel).toMatchObject({
        latitude: 35.24,
        longitude: 139.1053,
        name_kana: 'ユノヤド ミドリソウ',
      });
    } finally {
      await restore({ ...original, updated_at: (await readInfo(3)).updated_at });
    }
  });
});
