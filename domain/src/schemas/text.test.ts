import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookBody } from './booking';
import { updateReservationMemoBody } from './reservations';
import { multiLineText, normalizeTel, singleLineText, tel } from './text';

function codeOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
}

describe('phone numbers as people type them', () => {
  it.each([
    ['+1 415 555 0100', '+14155550100'],
    ['(415) 555-0100', '+14155550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+82 10-1234-5678', '+821012345678'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+81 90-1234-5678', '090-1234-5678'],
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['０３（１２３４）５６７８', '03-1234-5678'],
    ['09012345678', '090-1234-5678'],
    ['03-1234-5678', '03-1234-5678'],
    ['0120-123-456', '0120-123-456'],
  ])('accepts %s and stores %s', (typed, stored) => {
    const result = v.safeParse(tel, typed);
    expect(result.success, `${typed} is a phone number a guest may type`).toBe(true);
    expect(result.output).toBe(stored);
  });

  it.each([
    '12345',
    '090-1234-567',
    '0312345678901',
    '+0 123 456 789',
    'abc-defg-hijk',
    '+81 90-1234-567',
    '090 1234 5678 ext 2',
  ])('refuses %s with invalid_tel', (typed) => {
    expect(normalizeTel(typed), typed).toBeNull();
    expect(codeOf(tel, typed)).toBe('invalid_tel');
  });
});

describe('text fields', () => {
  it.each([
    ['a right-to-left override', 'Sato\u202Eotas'],
    ['a left-to-right isolate', 'Sato\u2066x'],
    ['a lone surrogate', 'Sato\uD800'],
    ['NUL', 'Sa\u0000to'],
    ['a C1 control', 'Sa\u0085to'],
    ['a newline', 'Sa\nto'],
    ['a tab inside', 'Sa\tto'],
    ['a line separator', 'Sa\u2028to'],
    ['a paragraph separator', 'Sa\u2029to'],
    ['an Arabic letter mark', 'Sa\u061Cto'],
    ['a zero-width space', 'Sa\u200Bto'],
    ['a zero-width non-joiner', 'Sa\u200Cto'],
    ['a zero-width joiner between letters', 'Sa\u200Dto'],
    ['a word joiner', 'Sa\u2060to'],
    ['an invisible function application', 'Sa\u2061to'],
    ['an invisible plus', 'Sa\u2064to'],
    ['a byte-order mark inside', 'Sa\uFEFFto'],
  ])('refuses %s in a one-line field with invalid_characters', (_, text) => {
    expect(codeOf(singleLineText(50), text), JSON.stringify(text)).toBe('invalid_characters');
  });

  it('keeps newlines in multi-line text but refuses other controls there', () => {
    expect(v.parse(multiLineText(100), 'line 1\r\nline 2')).toBe('line 1\nline 2');
    expect(codeOf(multiLineText(100), 'line\u0007')).toBe('invalid_characters');
    expect(codeOf(multiLineText(100), 'a\u202Bb')).toBe('invalid_characters');
  });

  it('normalises text to NFC and keeps emoji and paired surrogates', () => {
    expect(v.parse(singleLineText(50), 'Jose\u0301')).toBe('Jos\u00E9');
    expect(v.parse(singleLineText(50), '  𠮷野家 🍣 ')).toBe('𠮷野家 🍣');
  });

  it('keeps the zero-width joiner of emoji sequences only', () => {
    for (const emoji of ['👨\u200D👩\u200D👧', '🏳\uFE0F\u200D🌈', '👩🏽\u200D💻']) {
      expect(v.parse(singleLineText(50), `Sato ${emoji}`), JSON.stringify(emoji)).toBe(`Sato ${emoji}`);
      expect(codeOf(multiLineText(50), `${emoji}\n`)).toBeNull();
    }
    expect(codeOf(singleLineText(50), '👨\u200Dx')).toBe('invalid_characters');
    expect(codeOf(multiLineText(100), 'line\u200B\nline')).toBe('invalid_characters');
  });

  it('refuses control characters in the names, address and note of a booking', () => {
    const base = {
      hotel_id: 1,
      plan_id: 1,
      room_id: 1,
      checkin: '2030-01-01',
      checkout: '2030-01-02',
      rooms: [{ male_num: 1 }],
      checkin_time: '16:00',
      payment_method: 'local',
      lang: 'ja',
      agree: true,
      user: {
        last_name: '佐藤',
        first_name: '太郎',
        last_name_kana: 'サトウ',
        first_name_kana: 'タロウ',
        mail1: 'taro@example.com',
        tel1: '090-1234-5678',
      },
    };
    expect(v.safeParse(bookBody, base).success, 'the base booking is valid').toBe(true);
    for (const [where, body] of [
      ['last_name', { ...base, user: { ...base.user, last_name: '佐\u202E藤' } }],
      ['first_name', { ...base, user: { ...base.user, first_name: '太\uDC00' } }],
      ['address', { ...base, user: { ...base.user, address: '千代田\u0000' } }],
      ['note', { ...base, note: 'hello\u0000' }],
      ['first_name, a zero-width space', { ...base, user: { ...base.user, first_name: '太\u200B郎' } }],
    ] as const) {
      const result = v.safeParse(bookBody, body);
      expect(result.success, `${where} must be refused`).toBe(false);
      expect(result.issues?.[0].message, where).toBe('invalid_characters');
    }
  });

  it('refuses control characters in a reservation memo', () => {
    expect(codeOf(updateReservationMemoBody, { reservation_id: 1, memo: 'ok\u202E' })).toBe(
      'invalid_characters',
    );
  });
});
