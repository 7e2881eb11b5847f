import { LANGS } from '@tomaru/domain/languages';
import { describe, expect, it } from 'vitest';
import { accountExistsMail, MEMBER_MAIL_MESSAGES, type MemberMailKey, memberMail } from './member-mail';

const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(MEMBER_MAIL_MESSAGES.ja).sort() as MemberMailKey[];

describe('member mail messages', () => {
  it.each(LANGS)('has every key of the Japanese table, and no other, in %s', (lang) => {
    expect(Object.keys(MEMBER_MAIL_MESSAGES[lang]).sort()).toEqual(keys);
  });

  it.each(LANGS)('has no empty message and the same slots as Japanese in %s', (lang) => {
    for (const key of keys) {
      const value = MEMBER_MAIL_MESSAGES[lang][key];
      expect(value.trim(), `${lang}.${key} is empty`).not.toBe('');
      expect(slots(value), `${lang}.${key} must fill the same values as ja`).toEqual(
        slots(MEMBER_MAIL_MESSAGES.ja[key]),
      );
    }
  });

  it.each(['ko', 'zh-CN', 'zh-TW'] as const)('leaves no English in %s', (lang) => {
    for (const key of keys) {
      const value = MEMBER_MAIL_MESSAGES[lang][key];
      const words = value.replace(/\{\w+\}/g, '');
      expect(words, `${lang}.${key} holds Latin letters: ${value}`).not.toMatch(/[A-Za-z]/);
      if (/\p{L}/u.test(words)) {
        expect(value, `${lang}.${key} is the English text`).not.toBe(MEMBER_MAIL_MESSAGES.en[key]);
      }
    }
  });
});

describe('member mail', () => {
  const data = {
    last_name: '山田',
    first_name: '花子',
    url: 'https://tomaru.example/en/authinfo?token=abc',
    origin: 'https://tomaru.example',
  };

  it('carries the link, its lifetime, the sender and no unfilled slot, in every language', () => {
    for (const lang of LANGS) {
      for (const kind of ['verify_email', 'reset_password'] as const) {
        const mail = memberMail({ ...data, lang, kind });
        expect(mail.body_text).toContain(data.url);
        expect(mail.body_text).toContain(data.origin);
        expect(mail.subject).toContain('Tomaru');
        expect(`${mail.subject}\n${mail.body_text}`, `${lang} ${kind}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('writes the name and the lifetime as the language does', () => {
    expect(memberMail({ ...data, lang: 'ja', kind: 'verify_email' }).body_text).toMatch(/^山田 花子 様\n/);
    expect(memberMail({ ...data, lang: 'ja', kind: 'verify_email' }).body_text).toContain('24時間');
    const en = memberMail({
      ...data,
      lang: 'en',
      kind: 'reset_password',
      last_name: 'Smith',
      first_name: 'Anna',
    });
    expect(en.body_text).toMatch(/^Dear Anna Smith,\n/);
    expect(en.body_text).toContain('valid for 1 hour and');
    expect(memberMail({ ...data, lang: 'en', kind: 'verify_email' }).body_text).toContain('24 hours');
  });

  it('tells the owner of a registered address where to sign in or reset, without a token, in every language', () => {
    const links = {
      login_url: 'https://tomaru.example/ko/login',
      reset_url: 'https://tomaru.example/ko/resetpassword',
    };
    for (const lang of LANGS) {
      const mail = accountExistsMail({ ...data, ...links, lang });
      expect(mail.body_text).toContain(links.login_url);
      expect(mail.body_text).toContain(links.reset_url);
      expect(mail.body_text).toContain(data.origin);
      expect(mail.body_text).not.toContain('token=');
      expect(mail.subject).toContain('Tomaru');
      expect(`${mail.subject}\n${mail.body_text}`, lang).not.toMatch(/\{\w+\}/);
    }
    expect(accountExistsMail({ ...data, ...links, lang: 'ja' }).body_text).toMatch(/^山田 花子 様\n/);
  });
});
