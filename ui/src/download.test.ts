import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('the file name of a download', () => {
  it("takes the API's CSV name (plain and RFC 5987 forms agree)", () => {
    const header = `attachment; filename="reservations-20260701.csv"; filename*=UTF-8''reservations-20260701.csv`;
    expect(filenameFromDisposition(header, 'x.csv')).toBe('reservations-20260701.csv');
  });

  it('prefers filename* and decodes it (non-ASCII names)', () => {
    const header = `attachment; filename="yoyaku.csv"; filename*=UTF-8''%E4%BA%88%E7%B4%84.csv`;
    expect(filenameFromDisposition(header, 'x.csv')).toBe('予約.csv');
  });

  it('reads a quoted name with escapes, and an unquoted one', () => {
    expect(filenameFromDisposition('attachment; filename="a \\"b\\".csv"', 'x.csv')).toBe('a "b".csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('never keeps a path, and falls back when there is no usable name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E4%ZZ`, 'x.csv')).toBe('x.csv');
    expect(filenameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(filenameFromDisposition(null, 'x.csv')).toBe('x.csv');
  });
});
