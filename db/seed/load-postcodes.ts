// Loads Japan Post's postcodes into the local D1 database unless it holds this data already
// (decision 027): `tsx db/seed/load-postcodes.ts [--persist-to DIR]`, run by scripts/db-setup.mjs.
// `wrangler d1 execute --file` needs minutes for this much SQL (its statement splitter is slow on
// long statements); binding the database as `wrangler dev` does and sending one batch takes seconds.
import { getPlatformProxy } from 'wrangler';
import { POSTCODE_SOURCE, postcodeSql } from './postcodes';

const i = process.argv.indexOf('--persist-to');
const persistTo = i > 0 ? process.argv[i + 1] : undefined;
const started = Date.now();
const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({
  persist: persistTo ? { path: `${persistTo}/v3` } : true,
});
try {
  const loaded = await env.DB.prepare('SELECT source FROM postcode_source').first<{ source: string }>();
  if (loaded?.source === POSTCODE_SOURCE) {
    console.log(`Postcodes: ${POSTCODE_SOURCE} already loaded.`);
  } else {
    const sql = postcodeSql();
    await env.DB.batch(sql.map((statement) => env.DB.prepare(statement)));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Postcodes: ${POSTCODE_SOURCE} loaded (${sql.length} statements) in ${seconds} s.`);
  }
} finally {
  await dispose();
}
