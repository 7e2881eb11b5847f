import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  call,
  DEMO_PASSWORD,
  freshAddress,
  newEmail,
  registrationBody,
  SITE_AGREEMENT,
} from '../../../test/helpers';
import { mailsTo, tokenFromMail } from '../../../test/mail';
import { memberIdOf, signedInMember } from '../../../test/world';
import { MEMBER_LIMITS, TOKEN_TTL } from './members.service';

const now = () => Math.floor(Date.now() / 1000);
const login = (email: string, at?: number) =>
  call('/api/login', { body: { email, password: DEMO_PASSWORD }, ...(at === undefined ? {} : { now: at }) });

/** A member's row as stored, to show that a call left it alone. */
const memberRow = (email: string) =>
  env.DB.prepare('SELECT * FROM members WHERE email = ?').bind(email).first();

async function issuesOf(body: Record<string, unknown>) {
  const res = await call('/api/createuser', { body });
  expect(res.status, res.text).toBe(422);
  expect(res.json.error.code).toBe('validation_failed');
  return res.json.error.issues as { path: string; code: string }[];
}

describe('registration', () => {
  it('creates an unverified member who cannot sign in until the mailed link is opened', async () => {
    const body = registrationBody({ lang: 'en', last_name: 'Smith', first_name: 'Anna' });
    const res = await call('/api/createuser', { body });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ status: 'verification_sent' });

    const refused = await login(body.email);
    expect(refused.status, 'an unverified member cannot sign in').toBe(401);
    expect(refused.json.error.code).toBe('login_failed');

    const { token, url, mail } = await tokenFromMail(body.email, 'authinfo');
    expect(url, 'the link opens the verification page in the member’s language').toMatch(
      /^http:\/\/localhost:8787\/en\/authinfo\?token=/,
    );
    expect(mail.kind).toBe('member_verify_email');
    expect(mail.lang).toBe('en');
    expect(mail.subject).toContain('confirm your e-mail');
    expect(mail.body_text).toMatch(/^Dear Anna Smith,/);

    const stored = await env.DB.prepare('SELECT token_hash FROM member_tokens WHERE member_id = ?')
      .bind(await memberIdOf(body.email))
      .first<{ token_hash: string }>();
    expect(stored?.token_hash, 'only a hash of the token is stored').not.toBe(token);

    const verified = await call('/api/verifyemail', { body: { token } });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toEqual({ status: 'verified' });

    const signedIn = await login(body.email);
    expect(signedIn.status, signedIn.text).toBe(200);
    const me = await call('/api/api/me', { token: signedIn.json.access_token });
    expect(me.json).toMatchObject({ type: 'user', name: 'Smith Anna' });
  });

  it('links to the Japanese page without a prefix and writes the mail in Japanese', async () => {
    const body = registrationBody();
    expect((await call('/api/createuser', { body })).status).toBe(201);
    const { url, mail } = await tokenFromMail(body.email, 'authinfo');
    expect(url).toMatch(/^http:\/\/localhost:8787\/authinfo\?token=/);
    expect(mail.subject).toBe('【Tomaru】メールアドレス確認のお願い');
    expect(mail.body_text).toMatch(/^鈴木 一郎 様\n/);
  });

  it('records the terms agreed, their version and when, and the DM consent with its time', async () => {
    const at = now();
    const body = registrationBody({ dm_opt_in: true });
    expect((await call('/api/createuser', { body, now: at })).status).toBe(201);
    const id = await memberIdOf(body.email);
    const member = await env.DB.prepare(
      'SELECT dm_opt_in, dm_opt_in_at, email_verified_at, lang, birthday, tel2_type FROM members WHERE member_id = ?',
    )
      .bind(id)
      .first();
    expect(member).toEqual({
      dm_opt_in: 1,
      dm_opt_in_at: at,
      email_verified_at: null,
      lang: 'ja',
      birthday: '1985-06-15',
      tel2_type: null,
    });
    const agreed = await env.DB.prepare(
      'SELECT agreement_id, version, agreed_at FROM member_agreements WHERE member_id = ?',
    )
      .bind(id)
      .all();
    expect(agreed.results).toEqual([{ agreement_id: SITE_AGREEMENT, version: 1, agreed_at: at }]);
    const history = await env.DB.prepare('SELECT action, via, at FROM dm_consent_history WHERE member_id = ?')
      .bind(id)
      .all();
    expect(history.results).toEqual([{ action: 'opt_in', via: 'registration', at }]);
  });

  it('records no consent for a member who did not opt in', async () => {
    const body = registrationBody({ dm_opt_in: false });
    expect((await call('/api/createuser', { body })).status).toBe(201);
    const id = await memberIdOf(body.email);
    const member = await env.DB.prepare('SELECT dm_opt_in, dm_opt_in_at FROM members WHERE member_id = ?')
      .bind(id)
      .first();
    expect(member).toEqual({ dm_opt_in: 0, dm_opt_in_at: null });
    const history = await env.DB.prepare('SELECT count(*) AS n FROM dm_consent_history WHERE member_id = ?')
      .bind(id)
      .first<{ n: number }>();
    expect(history?.n).toBe(0);
  });

  it('answers a sign-up with a member’s address, in any case, exactly as a new one and changes nothing', async () => {
    const owner = await signedInMember({ lang: 'ja' });
    const before = await memberRow(owner.email);
    const fresh = await call('/api/createuser', { body: registrationBody() });
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const again = await call('/api/createuser', {
        body: registrationBody({
          email,
          last_name: '偽名',
          first_name: '太郎',
          password: 'Stranger2026pw',
          password_confirmation: 'Stranger2026pw',
        }),
      });
      expect(again.status, 'no 409 tells a stranger the address is taken').toBe(fresh.status);
      expect(again.json).toEqual(fresh.json);
    }
    expect(await memberRow(owner.email), 'the account is not touched').toEqual(before);
    expect((await login(owner.email)).status, 'the owner still signs in with their password').toBe(200);
    const stranger = await call('/api/login', { body: { email: owner.email, password: 'Stranger2026pw' } });
    expect(stranger.status, 'the stranger’s password does not work').toBe(401);
  });

  it('mails the owner of a registered address to sign in or reset the password instead', async () => {
    const owner = await signedInMember({ last_name: 'Smith', first_name: 'Anna', lang: 'ja' });
    const body = registrationBody({
      email: owner.email,
      lang: 'en',
      last_name: 'Mallory',
      first_name: 'Eve',
    });
    expect((await call('/api/createuser', { body })).status).toBe(201);
    const mails = await mailsTo(owner.email);
    expect(
      mails.map((m) => m.kind),
      'one notice, no verification link',
    ).toEqual(['member_account_exists']);
    const [notice] = mails;
    expect(notice?.lang, 'in the language of the sign-up page').toBe('en');
    expect(notice?.subject).toBe('[Tomaru] About your sign-up request');
    expect(notice?.body_text, 'addressed by the member’s own name').toMatch(/^Dear Anna Smith,\n/);
    expect(notice?.body_text).not.toContain('Mallory');
    expect(notice?.body_text).toContain('http://localhost:8787/en/login');
    expect(notice?.body_text).toContain('http://localhost:8787/en/resetpassword');
    expect(notice?.body_text).not.toMatch(/token=/);
  });

  it('lets only one of two simultaneous registrations of an address through, and answers both alike', async () => {
    const body = registrationBody();
    const answers = await Promise.all([call('/api/createuser', { body }), call('/api/createuser', { body })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const members = await env.DB.prepare('SELECT count(*) AS n FROM members WHERE email = ?')
      .bind(body.email)
      .first<{ n: number }>();
    expect(members?.n, 'one member').toBe(1);
    const kinds = (await mailsTo(body.email)).map((m) => m.kind).sort();
    expect(kinds, 'one verification mail, and the notice for the second').toEqual([
      'member_account_exists',
      'member_verify_email',
    ]);
  });

  it('refuses a used, an expired and an unknown token with 400 invalid_token', async () => {
    const at = now();
    const body = registrationBody();
    expect((await call('/api/createuser', { body, now: at })).status).toBe(201);
    const { token } = await tokenFromMail(body.email, 'authinfo');

    const expired = await call('/api/verifyemail', { body: { token }, now: at + TOKEN_TTL.verify_email });
    expect(expired.status, 'the link works for 24 hours only').toBe(400);
    expect(expired.json.error.code).toBe('invalid_token');
    expect((await login(body.email)).status).toBe(401);

    const inTime = await call('/api/verifyemail', { body: { token }, now: at + TOKEN_TTL.verify_email - 1 });
    expect(inTime.status).toBe(200);
    const verifiedAt = await env.DB.prepare('SELECT email_verified_at AS v FROM members WHERE email = ?')
      .bind(body.email)
      .first<{ v: number }>();
    expect(verifiedAt?.v).toBe(at + TOKEN_TTL.verify_email - 1);

    const reused = await call('/api/verifyemail', { body: { token } });
    expect(reused.status, 'the link works once').toBe(400);
    expect(reused.json.error.code).toBe('invalid_token');

    const unknown = await call('/api/verifyemail', { body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe('invalid_token');
    const malformed = await call('/api/verifyemail', { body: { token: 'not a token!' } });
    expect(malformed.status).toBe(422);
  });

  it('slows down guessing of tokens from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < MEMBER_LIMITS.badTokenPerAddress.max; i++) {
      const res = await call('/api/verifyemail', { body: { token: `guess${i}`.padEnd(43, 'x') }, address });
      expect(res.status).toBe(400);
    }
    const blocked = await call('/api/verifyemail', { body: { token: 'y'.repeat(43) }, address });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('too_many_attempts');
  });

  it('throttles sign-ups per client address with 429 too_many_attempts', async () => {
    const address = freshAddress();
    for (let i = 0; i < MEMBER_LIMITS.signupPerAddress.max; i++) {
      const res = await call('/api/createuser', { body: registrationBody(), address });
      expect(res.status, res.text).toBe(201);
    }
    const blocked = await call('/api/createuser', { body: registrationBody(), address });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('too_many_attempts');
    expect(blocked.headers.get('Retry-After')).toBe(String(MEMBER_LIMITS.signupPerAddress.windowSeconds));
    const elsewhere = await call('/api/createuser', { body: registrationBody() });
    expect(elsewhere.status, 'another address is not blocked').toBe(201);
    const later = await call('/api/createuser', {
      body: registrationBody(),
      address,
      now: now() + MEMBER_LIMITS.signupPerAddress.windowSeconds + 1,
    });
    expect(later.status, 'the window passes').toBe(201);
  });
});

describe('registration throttle per e-mail address', () => {
  it('answers 429 after five sign-ups of one address in an hour, registered or not, and mails no more', async () => {
    const owner = await signedInMember();
    for (const email of [owner.email, newEmail('fresh')]) {
      for (let i = 0; i < MEMBER_LIMITS.signupPerEmail.max; i++) {
        expect((await call('/api/createuser', { body: registrationBody({ email }) })).status, email).toBe(
          201,
        );
      }
      const blocked = await call('/api/createuser', { body: registrationBody({ email }) });
      expect(blocked.status, `${email}: the same refusal for a member's address and a new one`).toBe(429);
      expect(blocked.json.error.code).toBe('too_many_attempts');
    }
    const notices = (await mailsTo(owner.email)).filter((m) => m.kind === 'member_account_exists');
    expect(notices, 'a member’s mailbox cannot be flooded').toHaveLength(MEMBER_LIMITS.signupPerEmail.max);
  });
});

describe('registration input', () => {
  it('applies the password policy and requires the confirmation to match', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Short1', password_confirmation: 'Short1' }, 'password', 'password_too_short'],
      [{ password: 'onlyletterswithoutdigits' }, 'password', 'password_needs_letter_and_digit'],
      [{ password: '123456789012345' }, 'password', 'password_needs_letter_and_digit'],
      [{ password: 'パスワード12345678abc' }, 'password', 'password_invalid_characters'],
      [{ password: 'with space 12345ab' }, 'password', 'password_invalid_characters'],
      [{ password: `A1${'a'.repeat(71)}` }, 'password', 'password_too_long'],
      [{ password_confirmation: 'Tomaru2026demX' }, 'password_confirmation', 'password_mismatch'],
    ];
    for (const [override, path, code] of cases) {
      const issues = await issuesOf(
        registrationBody({ password_confirmation: override.password ?? DEMO_PASSWORD, ...override }),
      );
      expect(issues, JSON.stringify(override)).toContainEqual(expect.objectContaining({ path, code }));
    }
  });

  it('requires the terms to be agreed', async () => {
    const { agree: _, ...withoutAgree } = registrationBody();
    expect(await issuesOf(withoutAgree)).toContainEqual(
      expect.objectContaining({ path: 'agree', code: 'agree_required' }),
    );
    expect(await issuesOf(registrationBody({ agree: false }))).toContainEqual(
      expect.objectContaining({ path: 'agree', code: 'agree_required' }),
    );
  });

  it('requires katakana names in Japanese and Latin names in other languages', async () => {
    expect(await issuesOf(registrationBody({ last_name_kana: 'すずき' }))).toContainEqual(
      expect.objectContaining({ path: 'last_name_kana', code: 'katakana_only' }),
    );
    const { first_name_kana: _, ...withoutKana } = registrationBody();
    expect(await issuesOf(withoutKana)).toContainEqual(
      expect.objectContaining({ path: 'first_name_kana', code: 'required' }),
    );
    expect(await issuesOf(registrationBody({ lang: 'en', last_name_kana: '', first_name_kana: '' }))).toEqual(
      [
        expect.objectContaining({ path: 'last_name', code: 'alphabet_only' }),
        expect.objectContaining({ path: 'first_name', code: 'alphabet_only' }),
      ],
    );
    const english = await call('/api/createuser', {
      body: registrationBody({
        lang: 'en',
        last_name: 'Smith',
        first_name: 'Anna',
        last_name_kana: '',
        first_name_kana: '',
      }),
    });
    expect(english.status, 'kana are not needed outside Japanese').toBe(201);
  });

  it('rejects e-mail addresses that violate the RFC', async () => {
    for (const email of [
      'plainaddress',
      'a@b@c.com',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      '',
    ]) {
      const issues = await issuesOf(registrationBody({ email }));
      expect(
        issues.map((i) => i.path),
        email,
      ).toContain('email');
    }
  });

  it('checks the profile fields like the booking form', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ last_name: '' }, 'last_name', 'required'],
      [{ tel1: '12' }, 'tel1', 'invalid_tel'],
      [{ tel1_type: 'fax' }, 'tel1_type', 'invalid_value'],
      [{ postcode: '1234567890' }, 'postcode', 'invalid_postcode'],
      [{ prefecture: 'JP-48' }, 'prefecture', 'invalid_prefecture'],
      [{ gender: 'unknown' }, 'gender', 'invalid_value'],
      [{ birthday: '1985-02-30' }, 'birthday', 'invalid_date'],
      [{ lang: 'fr' }, 'lang', 'invalid_lang'],
      [{ dm_opt_in: 'yes' }, 'dm_opt_in', 'invalid_type'],
      [{ agreement_id: 0 }, 'agreement_id', 'invalid_id'],
    ];
    for (const [override, path, code] of cases) {
      expect(await issuesOf(registrationBody(override)), JSON.stringify(override)).toContainEqual(
        expect.objectContaining({ path, code }),
      );
    }
    const { tel1: _, ...withoutTel } = registrationBody();
    expect(await issuesOf(withoutTel)).toContainEqual(
      expect.objectContaining({ path: 'tel1', code: 'required' }),
    );
  });

  it('refuses terms that do not exist, and an outdated version of terms', async () => {
    expect(await issuesOf(registrationBody({ agreement_id: 999_999 }))).toEqual([
      expect.objectContaining({ path: 'agreement_id', code: 'invalid_agreement' }),
    ]);
    // A second version of a union's terms makes the first outdated (union 77 has no hotels).
    await env.DB.prepare(
      `INSERT INTO agreements (agreement_id, owner_type, owner_id, version, titles, bodies, created_at)
       VALUES (900, 'union', 77, 1, '{"ja":"旧規約"}', '{"ja":"旧"}', 1), (901, 'union', 77, 2, '{"ja":"新規約"}', '{"ja":"新"}', 2)`,
    ).run();
    const outdated = await call('/api/createuser', { body: registrationBody({ agreement_id: 900 }) });
    expect(outdated.status).toBe(409);
    expect(outdated.json.error.code).toBe('agreement_outdated');
    expect((await call('/api/createuser', { body: registrationBody({ agreement_id: 901 }) })).status).toBe(
      201,
    );
  });
});

describe('GET /api/getagreements', () => {
  it('gives the terms of the hotel’s union, else its chain, else the site’s', async () => {
    const ownerOf = async (query: string) => {
      const res = await call(`/api/getagreements${query}`);
      expect(res.status, res.text).toBe(200);
      return [res.json.agreement.owner_type, res.json.agreement.owner_id];
    };
    expect(await ownerOf('?hotel_id=1'), 'hotel 1 is in union 1 and chain 1').toEqual(['union', 1]);
    expect(await ownerOf('?hotel_id=3'), 'hotel 3 is in union 1 only').toEqual(['union', 1]);
    expect(await ownerOf('?hotel_id=2'), 'hotel 2 is in chain 1 only').toEqual(['chain', 1]);
    expect(await ownerOf('?hotel_id=4'), 'chain 2 has no terms of its own').toEqual(['site', 0]);
    expect(await ownerOf('')).toEqual(['site', 0]);
  });

  it('answers in the language asked for, else in Japanese', async () => {
    const ja = await call('/api/getagreements?hotel_id=1&lang=ja');
    expect(ja.json.agreement).toMatchObject({ lang: 'ja', version: 1, agreement_id: 2 });
    expect(ja.json.agreement.title).toBe('トマル観光旅館組合 会員規約');
    expect(ja.json.agreement.body).toContain('第1条（目的および適用）');
    expect(ja.json.agreement.created_at).toMatch(/\+09:00$/);
    const en = await call('/api/getagreements?hotel_id=1&lang=en');
    expect(en.json.agreement).toMatchObject({
      lang: 'en',
      title: 'Tomaru Tourist Ryokan Union Member Terms',
    });
    expect(en.json.agreement.body).toContain('Article 1 (Purpose and scope)');
    const ko = await call('/api/getagreements?hotel_id=1&lang=ko');
    expect(ko.json.agreement.lang, 'no Korean terms: Japanese').toBe('ja');
    expect(ko.json.agreement.title).toBe(ja.json.agreement.title);
  });

  it('answers 404 for an unknown hotel and 422 for a bad id or language', async () => {
    const missing = await call('/api/getagreements?hotel_id=9999');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('hotel_not_found');
    expect((await call('/api/getagreements?hotel_id=abc')).status).toBe(422);
    expect((await call('/api/getagreements?lang=fr')).status).toBe(422);
  });
});

describe('the OpenAPI document', () => {
  it('documents every member call', async () => {
    const res = await call('/api/openapi.json');
    const paths = Object.keys(res.json.paths);
    for (const path of [
      '/api/getagreements',
      '/api/createuser',
      '/api/verifyemail',
      '/api/requestpasswordreset',
      '/api/resetpassword',
      '/api/unsubscribe',
      '/api/api/getuserinfo',
      '/api/api/updateuserinfo',
      '/api/api/getuserreservations',
      '/api/api/requestopendm',
      '/api/api/getmemberdiscount',
      '/api/api/updatememberdiscount',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(res.json.paths['/api/unsubscribe'])).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
