import { describe, expect, it } from 'vitest';
import { invoiceCheckDigit, isInvoiceRegistrationNumber } from './invoice-number';

describe('isInvoiceRegistrationNumber', () => {
  it('accepts the National Tax Agency’s own corporate number with a T', () => {
    expect(invoiceCheckDigit('000012050002')).toBe(7);
    expect(isInvoiceRegistrationNumber('T7000012050002')).toBe(true);
  });

  it('refuses the number when any one digit is changed', () => {
    const valid = 'T7000012050002';
    for (let i = 1; i < valid.length; i++) {
      const digit = Number(valid[i]);
      const changed = `${valid.slice(0, i)}${(digit + 1) % 10}${valid.slice(i + 1)}`;
      expect(isInvoiceRegistrationNumber(changed), `${changed} has one digit changed`).toBe(false);
    }
  });

  it('refuses a number without the T, with a lower-case t, or of the wrong length', () => {
    for (const s of [
      '7000012050002',
      't7000012050002',
      'T700001205000',
      'T70000120500021',
      'T７000012050002',
      '',
    ]) {
      expect(isInvoiceRegistrationNumber(s), s).toBe(false);
    }
  });

  it('gives a check digit of 9 when the weighted sum is a multiple of 9', () => {
    expect(invoiceCheckDigit('000000000000')).toBe(9);
    expect(isInvoiceRegistrationNumber('T9000000000000')).toBe(true);
  });
});
