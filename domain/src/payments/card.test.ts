import { describe, expect, it } from 'vitest';
import {
  checkCard,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkHolderName,
  formatExpiryInput,
  luhn,
  parseExpiry,
} from './card';

describe('card checks', () => {
  it('accepts the test cards and refuses a number whose check digit is wrong', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4000000000000002')).toBe(true);
    expect(luhn('4242424242424241'), 'last digit changed').toBe(false);
    expect(checkCardNumber('4242 4242 4242 4242'), 'spaces between groups are allowed').toBeNull();
    expect(checkCardNumber('4242-4242-4242-4242')).toBeNull();
    expect(checkCardNumber('4242 4242 4242 4241')).toBe('invalid_card_number');
    expect(checkCardNumber('4242')).toBe('invalid_card_number');
    expect(checkCardNumber('4242abcd42424242')).toBe('invalid_card_number');
    expect(checkCardNumber('  ')).toBe('required');
  });

  it('reads an expiry written month/year and refuses other forms', () => {
    expect(parseExpiry('06/24')).toEqual({ month: 6, year: 2024 });
    expect(parseExpiry('6/2031')).toEqual({ month: 6, year: 2031 });
    expect(parseExpiry('13/24'), 'no 13th month').toBeNull();
    expect(parseExpiry('0624'), 'the slash is part of the form').toBeNull();
    expect(checkExpiry('2024-06', '2024-01-01')).toBe('invalid_card_expiry');
  });

  it('keeps a card good through the last day of its month and refuses it after', () => {
    expect(checkExpiry('06/24', '2024-06-30')).toBeNull();
    expect(checkExpiry('06/24', '2024-07-01')).toBe('expired_card');
    expect(checkExpiry('12/23', '2024-01-15')).toBe('expired_card');
    expect(checkExpiry('01/30', '2026-11-24')).toBeNull();
  });

  it('wants a CVV of 3 or 4 digits and a holder name in Latin letters', () => {
    expect(checkCvv('123')).toBeNull();
    expect(checkCvv('1234')).toBeNull();
    expect(checkCvv('12')).toBe('invalid_cvv');
    expect(checkCvv('12a')).toBe('invalid_cvv');
    expect(checkHolderName('TARO YAMADA')).toBeNull();
    expect(checkHolderName('山田 太郎')).toBe('alphabet_only');
    expect(checkHolderName('O.Brien')).toBe('alphabet_only');
  });

  it('lists only the fields that have a problem', () => {
    expect(
      checkCard({ number: '4242424242424242', expiry: '06/30', cvv: '123', name: 'TARO' }, '2026-11-24'),
    ).toEqual({});
    expect(checkCard({ number: '1', expiry: '06/24', cvv: '', name: 'TARO' }, '2026-11-24')).toEqual({
      number: 'invalid_card_number',
      expiry: 'expired_card',
      cvv: 'required',
    });
  });
});

describe('the expiry field as typed', () => {
  it('puts the slash in after the month, so a numeric keypad without "/" can fill it', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('122028')).toBe('12/2028');
  });

  it('keeps a slash the guest typed and drops anything else', () => {
    expect(formatExpiryInput('06/24')).toBe('06/24');
    expect(formatExpiryInput('12/2028')).toBe('12/2028');
    expect(formatExpiryInput('1 2 / 2 8x')).toBe('12/28');
    expect(formatExpiryInput('12//28')).toBe('12/28');
    expect(formatExpiryInput('12/')).toBe('12/');
  });
});
