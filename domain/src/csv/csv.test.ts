import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRLF, csvCell, csvLine, guardFormula, tokyoDateTimeCell } from './csv';
import { parseCsv } from './parse';

describe('csvCell', () => {
  it('quotes a cell holding a quote, a comma and a newline, doubling the quote', () => {
    expect(csvCell('He said "hi", then\r\nleft')).toBe('"He said ""hi"", then\r\nleft"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('plain 佐藤')).toBe('plain 佐藤');
  });

  it('prefixes text that a spreadsheet would run as a formula with a quote mark', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(guardFormula(`${start}cmd`), JSON.stringify(start)).toBe(`'${start}cmd`);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+81-90-1234-5678')).toBe("'+81-90-1234-5678");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers (a negative amount is not a formula) and null as empty', () => {
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('reads back every text unchanged apart from the formula guard (RFC 4180 round trip)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (cells) => {
        const parsed = parseCsv(csvLine(cells));
        expect(parsed).toEqual([cells.map(guardFormula)]);
      }),
    );
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe(`a,1,,"b,c"${CRLF}`);
  });
});

describe('tokyoDateTimeCell', () => {
  it('shows an instant as Japan’s wall clock to the second', () => {
    expect(tokyoDateTimeCell(0)).toBe('1970-01-01 09:00:00');
    // 2026-12-31T15:00:00Z is New Year's midnight in Tokyo.
    expect(tokyoDateTimeCell(Date.UTC(2026, 11, 31, 15, 0, 0) / 1000)).toBe('2027-01-01 00:00:00');
    expect(tokyoDateTimeCell(Date.UTC(2026, 5, 1, 3, 4, 5) / 1000)).toBe('2026-06-01 12:04:05');
    expect(tokyoDateTimeCell(null)).toBe('');
  });
});

describe('parseCsv', () => {
  it('refuses what RFC 4180 does not allow', () => {
    expect(() => parseCsv('a\nb\r\n')).toThrow(SyntaxError);
    expect(() => parseCsv('a"b\r\n')).toThrow(SyntaxError);
    expect(() => parseCsv('"a"b\r\n')).toThrow(SyntaxError);
    expect(() => parseCsv('"a\r\n')).toThrow(SyntaxError);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(parseCsv(',a,\r\n\r\n')).toEqual([['', 'a', ''], ['']]);
  });
});
