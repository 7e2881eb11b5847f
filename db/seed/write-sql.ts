// Writes the demo seed as SQL for `wrangler d1 execute --file`: `tsx db/seed/write-sql.ts OUT.sql`.
import { writeFileSync } from 'node:fs';
import { demoSql } from './demo';

const out = process.argv[2];
if (!out) throw new Error('usage: write-sql.ts OUT.sql');
writeFileSync(out, `${(await demoSql()).join('\n')}\n`);
