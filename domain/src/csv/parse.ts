/**
 * A strict RFC 4180 reader: records end with CRLF, a quoted field may hold commas, CR, LF and
 * doubled quotes. The tests read back with it what the writer wrote; anything outside the RFC (a
 * bare LF between records, a quote inside an unquoted field, text after a closing quote) throws.
 * @example parseCsv('a,"b ""c""\r\nd"\r\n') // [['a', 'b "c"\r\nd']]
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string) => {
    throw new SyntaxError(`CSV: ${why} at offset ${i}`);
  };
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted field');
        const ch = text[i] as string;
        if (ch === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += ch;
        i++;
      }
      if (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i))
        fail('text after a closing quote');
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('quote inside an unquoted field');
        value += text[i];
        i++;
      }
      if (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i)) fail('bare CR or LF');
    }
    record.push(value);
    if (text[i] === ',') {
      i++;
      if (i === text.length) record.push('');
    } else {
      // CRLF or the end of the text closes the record.
      records.push(record);
      record = [];
      if (i < text.length) i += 2;
    }
  }
  if (record.length) records.push(record);
  return records;
}
