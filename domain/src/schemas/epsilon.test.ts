import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { updateBankAccountBody } from './epsilon';

const account = (account_holder_kana: string) => ({
  hotel_id: 1,
  bank_name: 'みずほ銀行',
  bank_code: '0001',
  branch_name: '東京営業部',
  branch_code: '001',
  account_type: 'ordinary',
  account_number: '1234567',
  account_holder_kana,
});

describe('the bank account holder name', () => {
  it('takes a company name with its カ） prefix, letters and digits, as Zengin names carry them', () => {
    for (const name of [
      'カ）トマルホテルズ',
      'カ)トマルホテルズ',
      'トマル（カ',
      'ABCトマル　ホテル',
      'トマル1ゴウテン',
    ]) {
      expect(v.safeParse(updateBankAccountBody, account(name)).success, name).toBe(true);
    }
  });

  it('refuses a name in lower-case letters, kanji or without any katakana', () => {
    for (const name of ['tomaru', '苫丸ホテル', 'ABC', '()']) {
      expect(v.safeParse(updateBankAccountBody, account(name)).success, name).toBe(false);
    }
  });
});
