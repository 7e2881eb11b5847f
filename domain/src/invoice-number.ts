/**
 * Whether `s` is a qualified-invoice registration number (適格請求書発行事業者登録番号): `T` and a 13-digit
 * corporate or personal number whose leading check digit follows the National Tax Agency's rule:
 * check = 9 − (Σ Pₙ·Qₙ mod 9) over the 12 base digits, Pₙ the n-th digit from the right, Qₙ 1 for
 * odd n and 2 for even n.
 * @example isInvoiceRegistrationNumber('T7000012050002') // true (the NTA's own number); 'T7000012050003' → false
 */
export function isInvoiceRegistrationNumber(s: string): boolean {
  const match = /^T(\d)(\d{12})$/.exec(s);
  if (!match) return false;
  const [, check, base] = match as unknown as [string, string, string];
  return Number(check) === invoiceCheckDigit(base);
}

/**
 * The check digit of 12 base digits under the NTA rule (see isInvoiceRegistrationNumber).
 * @example invoiceCheckDigit('000012050002') // 7
 */
export function invoiceCheckDigit(base: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) {
    const digit = Number(base[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}
