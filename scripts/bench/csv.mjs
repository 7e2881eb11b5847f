#!/usr/bin/env node
// `npm run bench:csv`: the hotel's reservation CSV (GET /api/api/searchreservationscsv) at 10,000 and
// 100,000 reservations, to show that the export streams: time grows with the rows, the worker's
// memory does not. A benchmark, not a test: not part of `npm test`; it only talks to 127.0.0.1.
//
//   node scripts/bench/csv.mjs [--sizes 10000,100000] [--encoding utf8|sjis] [--header api|ja]
//
// 1. The worker is bundled once (`wrangler deploy --dry-run --outdir`) and run by Miniflare (workerd)
//    with a D1 database persisted in a throwaway temp dir: migrations, then the demo seed.
// 2. For each size, reservations of demo hotel 1 are added with multi-row INSERTs through the D1
//    binding (up to that size in total; each with one or two rooms, answers and sometimes an
//    option; some guests with quotes, commas, line breaks, a leading = or an emoji in their data).
// 3. Then the worker is restarted (so its high-water mark counts only what follows), hotel1 signs in
//    and downloads the CSV over HTTP, reading the stream chunk by chunk without keeping it. Every
//    20 ms during the download: the workerd process's resident memory (/proc/<pid>/status); every
//    50 ms: the JS heap of the worker isolate and of Miniflare's D1 simulator (Runtime.getHeapUsage
//    over the inspector protocol). Half way through, reading pauses while a heap snapshot forces a
//    full GC in the worker: the heap after it is what the export holds while streaming.
// 4. At the smallest size the export is also run ten times in a row in one process, as many rows in
//    all as the largest size in one export; and on the largest database, an export of a tenth of it.
// 5. A table: rows, bytes, seconds (the pause excluded), rows/s, the worker's heap held mid-export
//    and after, the heaps' peaks, workerd's RSS before the download and its peak (VmHWM).
//
// The figure that must not grow with the rows is what the export holds (after a full GC). The peaks
// include garbage V8 has not collected yet, and workerd's RSS is the whole local runtime: the worker,
// the D1 simulator (its own isolate and SQLite) and whatever V8 and the allocator keep mapped.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bin, OFFLINE_ENV, ROOT } from '../lib.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const SIZES = option('--sizes', '10000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
if (SIZES.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--sizes takes positive integers');
const ENCODING = option('--encoding', 'utf8');
if (!['utf8', 'sjis'].includes(ENCODING)) throw new Error('--encoding is utf8 or sjis');
// The variant: field names and codes (api, the default) or the Japanese export for Excel (ja).
const HEADER = option('--header', 'api');
if (!['api', 'ja'].includes(HEADER)) throw new Error('--header is api or ja');

const HOTEL_ID = 1;
const FIRST_ID = 10_000_001; // far above anything the demo or a booking hands out
const ROWS_PER_STATEMENT = 100; // a reservation row is ~0.8 kB: statements stay under D1's 100 kB
const STATEMENTS_PER_BATCH = 50;
const SAMPLE_MS = 20;
const HEAP_SAMPLE_MS = 50;

const tempDir = mkdtempSync(join(tmpdir(), 'tomaru-bench-csv-'));
let mf;
const cleanup = () => rmSync(tempDir, { recursive: true, force: true });
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await mf?.dispose().catch(() => {});
    cleanup();
    process.exit(130);
  });
}

const seconds = (since) => (performance.now() - since) / 1000;
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const mbBytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs a command to completion; answers its stdout. */
function exec(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: OFFLINE_ENV, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} → ${code}`)),
    );
  });
}

// ── the worker ────────────────────────────────────────────────────────────────────────────────────

async function bundleWorker() {
  const outDir = join(tempDir, 'bundle');
  const assetsDir = join(tempDir, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  await exec(bin('wrangler'), [
    'deploy',
    '--dry-run',
    '--env',
    '',
    '--outdir',
    outDir,
    '--assets',
    assetsDir,
  ]);
  return join(outDir, 'index.js');
}

async function startWorker(scriptPath) {
  const { Miniflare } = await import('miniflare');
  const instance = new Miniflare({
    // Listed, not discovered: the bundle keeps optional dynamic imports of validator libraries
    // (effect, …) that never run, and Miniflare's module walker would refuse them.
    modules: [{ type: 'ESModule', path: scriptPath, contents: readFileSync(scriptPath, 'utf8') }],
    modulesRoot: dirname(scriptPath),
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: ['DB'],
    d1Persist: join(tempDir, 'd1'),
    bindings: { APP_ENV: 'local', MAIL_TRANSPORT: 'log' },
    inspectorPort: 0,
    cf: false,
  });
  const url = await instance.ready;
  const inspector = await inspect(await instance.getInspectorURL());
  return { instance, url, pid: workerdPid(), inspector };
}

/**
 * Chrome DevTools Protocol sessions with two isolates of the local runtime: the worker ('core:user:')
 * and Miniflare's D1 simulator ('d1:db', the object that runs SQLite and serialises results).
 * `heap(name)` answers an isolate's JS heap ({ usedSize, totalSize } in bytes); `collect(name)` takes
 * a heap snapshot and discards it: V8 runs a full garbage collection first, so the heap read right
 * after is what the isolate still holds, garbage excluded (HeapProfiler.collectGarbage never answers
 * in workerd).
 */
async function inspect(inspectorUrl) {
  const targets = await (await fetch(`http://${inspectorUrl.host}/json`)).json();
  const { WebSocket } = await import('ws');
  const sessions = {};
  for (const [name, id] of [
    ['worker', 'core:user:'],
    ['d1', 'd1:db'],
  ]) {
    const target = targets.find((t) => t.id === id);
    if (!target) throw new Error(`no ${id} among the inspector's targets: ${targets.map((t) => t.id)}`);
    const socket = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1024 * 1024 * 1024 });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let nextId = 0;
    const pending = new Map();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.id === undefined) return; // events, e.g. the snapshot's chunks: dropped
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    });
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        nextId++;
        pending.set(nextId, resolve);
        socket.send(JSON.stringify({ id: nextId, method, params }));
      });
    sessions[name] = { socket, send };
  }
  return {
    heap: (name) => sessions[name].send('Runtime.getHeapUsage'),
    async collect(name) {
      await sessions[name].send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      return sessions[name].send('Runtime.getHeapUsage');
    },
    close: () => {
      for (const { socket } of Object.values(sessions)) socket.close();
    },
  };
}

/** The workerd process Miniflare started: a child of this process. */
function workerdPid() {
  const found = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid && comm.startsWith('workerd');
      } catch {
        return false;
      }
    });
  if (found.length !== 1) throw new Error(`expected one workerd child, found ${found.length}`);
  return Number(found[0]);
}

/** VmRSS and VmHWM of a process, in kB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

// ── data ──────────────────────────────────────────────────────────────────────────────────────────

async function migrateAndSeed(db) {
  const dir = join(ROOT, 'db/migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const statements = readFileSync(join(dir, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch(statements.map((s) => db.prepare(s)));
  }
  const json = await exec(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    "const { demoSql } = await import('./db/seed/demo.ts'); process.stdout.write(JSON.stringify(await demoSql()));",
  ]);
  await db.batch(JSON.parse(json).map((s) => db.prepare(s)));
}

const LAST = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['髙橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
];
const FIRST = [
  ['太郎', 'タロウ'],
  ['花子', 'ハナコ'],
  ['一郎', 'イチロウ'],
  ['美咲', 'ミサキ'],
  ['翔太', 'ショウタ'],
  ['さくら', 'サクラ'],
  ['健', 'ケン'],
  ['陽菜', 'ヒナ'],
  ['大輔', 'ダイスケ'],
  ['結衣', 'ユイ'],
];
const NOTES = [
  '',
  '',
  '',
  'チェックインが遅くなります（22時頃）。',
  'Late arrival, "around 23:00"\nParking needed, please',
  '記念日の利用です。ケーキの持ち込み可否を教えてください',
  'Vegetarian 🌱 meals, if possible',
];

const q = (s) => `'${String(s).replaceAll("'", "''")}'`;
const date = (daysFromEpoch) => new Date(daysFromEpoch * 86_400_000).toISOString().slice(0, 10);

/** One reservation's values and its rooms, answers and options, as SQL tuples. */
function reservation(id, now) {
  const n = id - FIRST_ID;
  const [last, lastKana] = n % 97 === 0 ? ['O"Brien, Jr.', 'オブライエン'] : LAST[n % LAST.length];
  const [first, firstKana] =
    n % 103 === 0 ? ['=HYPERLINK("http://x.example","y")', 'イコール'] : FIRST[(n >> 3) % FIRST.length];
  const nights = 1 + (n % 3);
  const start = Math.floor(now / 86_400) - 120 + (n % 480);
  const roomCount = 1 + (n % 5 === 0 ? 1 : 0);
  const total = 12_000 + ((n * 7919) % 60) * 1_100;
  const tax = Math.floor((total * 10) / 110);
  const created = now - 86_400 * 365 + ((n * 6151) % (86_400 * 365));
  const status = n % 17 === 0 ? 'canceled' : n % 29 === 0 ? 'modified_canceled' : 'booking';
  const planId = 101 + (n % 2);
  const roomId = 101 + ((n >> 1) % 2);
  const values = [
    id,
    q(`B${id.toString(36).toUpperCase()}`),
    HOTEL_ID,
    planId,
    roomId,
    created,
    created,
    q('ja'),
    q(status),
    q('local'),
    q('トマル京都'),
    q(planId === 101 ? '【朝食付き】スタンダードプラン' : '素泊まりプラン'),
    q(roomId === 101 ? 'スタンダードツイン' : 'デラックスダブル'),
    q(date(start)),
    q(date(start + nights)),
    q('16:00'),
    roomCount,
    q(last),
    q(first),
    q(lastKana),
    q(firstKana),
    q(n % 2 ? 'man' : 'woman'),
    q(`guest${n}@example.com`),
    q(`090-${String(n % 10_000).padStart(4, '0')}-${String((n * 37) % 10_000).padStart(4, '0')}`),
    q('JP-13'),
    q('千代田区千代田1-1, 101号室'),
    q(NOTES[n % NOTES.length]),
    total,
    total - tax,
    total - tax,
    0,
    total,
    tax,
    0,
    200 * nights,
    total + 200 * nights,
    q('{}'),
    q('[]'),
    1,
    status === 'booking' ? 'NULL' : created + 3600,
  ];
  const rooms = Array.from(
    { length: roomCount },
    (_, i) => `(${id}, ${i}, 1, ${(n + i) % 2}, ${n % 4 === 0 ? 1 : 0})`,
  );
  const answers = [`(${id}, 11, ${q('交通手段')}, ${1 + (n % 3)}, ${q(['車', '電車', 'バス'][n % 3])}, '')`];
  if (n % 3 === 0) answers.push(`(${id}, 12, ${q('アレルギー')}, NULL, '', ${q('えび, かに')})`);
  const options = n % 4 === 0 ? [`(${id}, 11, ${q('駐車場')}, 1, 1000)`] : [];
  return { values: `(${values.join(', ')})`, rooms, answers, options };
}

const RESERVATION_COLUMNS = [
  'reservation_id',
  'display_id',
  'hotel_id',
  'plan_id',
  'room_id',
  'created_at',
  'updated_at',
  'lang',
  'status',
  'payment_method',
  'hotel_name',
  'plan_title',
  'room_name',
  'stay_start_date',
  'stay_end_date',
  'checkin_time',
  'room_count',
  'user_last_name',
  'user_first_name',
  'user_last_name_kana',
  'user_first_name_kana',
  'user_gender',
  'user_mail1',
  'user_tel1',
  'user_prefecture',
  'user_address',
  'note',
  'subtotal_include_tax',
  'total_exclude_tax',
  'total_exclude_tax_discounted',
  'discount',
  'total_include_tax',
  'consumption_tax',
  'spa_tax',
  'accommodation_tax',
  'amount_due',
  'breakdown',
  'cancel_policy',
  'change_deadline_days',
  'canceled_at',
].join(', ');

/** Adds reservations with ids [from, to) and their parts, in batches of multi-row INSERTs. */
async function insertReservations(db, from, to, now) {
  let pending = [];
  const flush = async () => {
    if (pending.length) await db.batch(pending.map((s) => db.prepare(s)));
    pending = [];
  };
  const statement = async (sql) => {
    pending.push(sql);
    if (pending.length >= STATEMENTS_PER_BATCH) await flush();
  };
  for (let start = from; start < to; start += ROWS_PER_STATEMENT) {
    const made = [];
    for (let id = start; id < Math.min(to, start + ROWS_PER_STATEMENT); id++) made.push(reservation(id, now));
    await statement(
      `INSERT INTO reservations (${RESERVATION_COLUMNS}) VALUES ${made.map((r) => r.values).join(', ')}`,
    );
    await statement(
      `INSERT INTO reservation_rooms (reservation_id, room_index, male_num, female_num, child_type_1) VALUES ${made.flatMap((r) => r.rooms).join(', ')}`,
    );
    await statement(
      `INSERT INTO reservation_answers (reservation_id, question_id, question_text, choice_id, answered_choice_text, text) VALUES ${made.flatMap((r) => r.answers).join(', ')}`,
    );
    const options = made.flatMap((r) => r.options);
    if (options.length)
      await statement(
        `INSERT INTO reservation_options (reservation_id, additional_option_id, name, num, price) VALUES ${options.join(', ')}`,
      );
  }
  await flush();
}

// ── the download ──────────────────────────────────────────────────────────────────────────────────

async function signIn(worker) {
  const login = await fetch(new URL('/api/hotellogin', worker.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_id: 'hotel1', password: 'Tomaru2026demo' }),
  });
  if (login.status !== 200) throw new Error(`hotel1 sign-in: ${login.status} ${await login.text()}`);
  return (await login.json()).access_token;
}

/**
 * Downloads the CSV once, sampling workerd's resident memory and both isolates' heaps meanwhile.
 * Half way through (by `expected` rows), reading stops while a full GC runs in the worker: the heap
 * it then reports is what the export holds in the middle of streaming.
 */
async function download(worker, token, expected, filter = '') {
  const before = memoryOf(worker.pid);
  let peakRss = before.rss;
  const sample = () => {
    peakRss = Math.max(peakRss, memoryOf(worker.pid).rss);
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const peakHeap = { worker: 0, d1: 0 };
  let downloading = true;
  const heapSampler = (async () => {
    while (downloading) {
      for (const name of ['worker', 'd1']) {
        const heap = await worker.inspector.heap(name);
        peakHeap[name] = Math.max(peakHeap[name], heap.totalSize);
      }
      await new Promise((r) => setTimeout(r, HEAP_SAMPLE_MS));
    }
  })();
  let liveMid = null;
  const started = performance.now();
  let paused = 0;
  const res = await fetch(
    new URL(
      `/api/api/searchreservationscsv?hotel_id=${HOTEL_ID}&encoding=${ENCODING}&header=${HEADER}${filter}`,
      worker.url,
    ),
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (res.status !== 200) throw new Error(`CSV: ${res.status} ${await res.text()}`);
  // Count records as they pass (CRLF outside quotes; no byte of a UTF-8 or Shift_JIS multi-byte
  // character is a quote, CR or LF), keeping nothing.
  let bytes = 0;
  let records = 0;
  let quoted = false;
  let previous = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (b === 0x22) quoted = !quoted;
      else if (b === 0x0a && previous === 0x0d && !quoted) records++;
      previous = b;
    }
    if (liveMid === null && records >= expected / 2) {
      const pause = performance.now();
      liveMid = (await worker.inspector.collect('worker')).usedSize;
      paused += performance.now() - pause;
    }
  }
  const elapsed = seconds(started) - paused / 1000;
  downloading = false;
  await heapSampler;
  clearInterval(sampler);
  sample();
  return {
    rows: records - 1,
    bytes,
    seconds: elapsed,
    rssBefore: before.rss,
    rssPeak: Math.max(peakRss, memoryOf(worker.pid).hwm),
    workerHeapPeak: peakHeap.worker,
    workerLiveMid: liveMid ?? 0,
    workerLiveAfter: (await worker.inspector.collect('worker')).usedSize,
    // Full GCs in both isolates, then the process's resident memory: what remains once the
    // garbage is gone (the snapshots themselves leave a few MB of their own).
    d1LiveAfter: (await worker.inspector.collect('d1')).usedSize,
    rssAfterGc: memoryOf(worker.pid).rss,
    d1HeapPeak: peakHeap.d1,
  };
}

/** A fresh workerd (its high-water mark then counts only what follows), signed in as hotel1. */
async function restart(scriptPath) {
  worker.inspector.close();
  await mf.dispose();
  worker = await startWorker(scriptPath);
  mf = worker.instance;
  return signIn(worker);
}

// ── main ──────────────────────────────────────────────────────────────────────────────────────────

const total = performance.now();
let t = performance.now();
const scriptPath = await bundleWorker();
console.log(`Worker bundled: ${seconds(t).toFixed(1)} s`);

let worker = await startWorker(scriptPath);
mf = worker.instance;
t = performance.now();
await migrateAndSeed(await mf.getD1Database('DB'));
console.log(`Migrations and demo seed: ${seconds(t).toFixed(1)} s`);

// The demo seed may hold reservations of its own.
const seeded = await (await mf.getD1Database('DB'))
  .prepare('SELECT count(*) AS n FROM reservations WHERE hotel_id = ?')
  .bind(HOTEL_ID)
  .first('n');
const now = Math.floor(Date.now() / 1000);
const results = [];
let inserted = 0;
for (const size of SIZES) {
  t = performance.now();
  await insertReservations(await mf.getD1Database('DB'), FIRST_ID + inserted, FIRST_ID + size, now);
  console.log(
    `Reservations ${inserted.toLocaleString()} → ${size.toLocaleString()}: ${seconds(t).toFixed(1)} s`,
  );
  inserted = size;

  let token = await restart(scriptPath);
  const once = await download(worker, token, seeded + size);
  if (once.rows !== seeded + size)
    throw new Error(`the CSV has ${once.rows} rows, expected ${seeded + size}`);
  results.push({ label: size.toLocaleString(), ...once });
  console.log(`Downloaded ${size.toLocaleString()} rows: ${once.seconds.toFixed(1)} s`);

  const times = Math.round(SIZES.at(-1) / size);
  if (size === SIZES[0] && times > 1) {
    token = await restart(scriptPath);
    const runs = [];
    for (let i = 0; i < times; i++) runs.push(await download(worker, token, seeded + size));
    const most = (key) => Math.max(...runs.map((r) => r[key]));
    results.push({
      label: `${size.toLocaleString()} ×${times}`,
      rows: runs.reduce((sum, r) => sum + r.rows, 0),
      bytes: runs.reduce((sum, r) => sum + r.bytes, 0),
      seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
      rssBefore: runs[0].rssBefore,
      rssPeak: most('rssPeak'),
      workerHeapPeak: most('workerHeapPeak'),
      workerLiveMid: most('workerLiveMid'),
      workerLiveAfter: runs.at(-1).workerLiveAfter,
      d1HeapPeak: most('d1HeapPeak'),
      d1LiveAfter: runs.at(-1).d1LiveAfter,
      rssAfterGc: runs.at(-1).rssAfterGc,
    });
    console.log(`Downloaded ${size.toLocaleString()} rows ${times} times in one process`);
  }
}
// The same database as the largest export, but an export of about a tenth of its rows (stays within
// 48 of the 480 days the generated stays spread over): tells the database's share of the memory from
// the export's.
{
  const token = await restart(scriptPath);
  const from = new Date((Math.floor(now / 86_400) - 120 + 100) * 86_400_000).toISOString().slice(0, 10);
  const to = new Date((Math.floor(now / 86_400) - 120 + 147) * 86_400_000).toISOString().slice(0, 10);
  const subset = await download(worker, token, Number.POSITIVE_INFINITY, `&stay_from=${from}&stay_to=${to}`);
  results.push({ label: `subset of ${SIZES.at(-1).toLocaleString()}`, ...subset });
  console.log(`Downloaded a subset of ${subset.rows.toLocaleString()} rows from the same database`);
}
worker.inspector.close();
await mf.dispose();

console.log(
  `\nGET /api/api/searchreservationscsv?hotel_id=${HOTEL_ID}&encoding=${ENCODING}&header=${HEADER} as hotel1 (Miniflare/workerd, local D1)`,
);
console.table(
  results.map((r) => ({
    export: r.label,
    rows: r.rows.toLocaleString(),
    'MB sent': (r.bytes / 1024 / 1024).toFixed(1),
    seconds: r.seconds.toFixed(1),
    'rows/s': Math.round(r.rows / r.seconds).toLocaleString(),
    'worker heap: held mid-export / after': `${r.workerLiveMid ? mbBytes(r.workerLiveMid) : '-'} / ${mbBytes(r.workerLiveAfter)}`,
    'worker heap peak': mbBytes(r.workerHeapPeak),
    'D1 simulator heap peak': mbBytes(r.d1HeapPeak),
    'workerd RSS before → peak': `${mb(r.rssBefore)} → ${mb(r.rssPeak)}`,
    'RSS after full GCs': mb(r.rssAfterGc),
  })),
);
console.log(
  "  held: the worker isolate's heap right after a full GC (a heap snapshot), half way through the export and once it is over;",
);
console.log(
  '  peak: the most V8 had allocated for the isolate (garbage included), sampled every 50 ms; RSS: the whole workerd process;',
);
console.log('  RSS after full GCs: once the export is over and both isolates have been collected.');
const single = results.filter((r) => !r.label.includes('×') && !r.label.startsWith('subset'));
const [small, large] = [single[0], single.at(-1)];
if (small && large && small !== large) {
  const ratio = (a, b) => `${mbBytes(a)} → ${mbBytes(b)}`;
  console.log(
    `\nRows ×${(large.rows / small.rows).toFixed(0)}: worker heap held mid-export ${ratio(small.workerLiveMid, large.workerLiveMid)}, ` +
      `worker heap peak ${ratio(small.workerHeapPeak, large.workerHeapPeak)}, D1 simulator heap peak ${ratio(small.d1HeapPeak, large.d1HeapPeak)}, ` +
      `workerd RSS peak ${mb(small.rssPeak)} → ${mb(large.rssPeak)}, workerd RSS after full GCs ${mb(small.rssAfterGc)} → ${mb(large.rssAfterGc)}.`,
  );
  console.log(
    `Memory the export holds (after a full GC, half way): ${
      large.workerLiveMid <= small.workerLiveMid * 1.1 + 512 * 1024 ? 'flat' : 'GROWS'
    } between ${small.rows.toLocaleString()} and ${large.rows.toLocaleString()} rows.`,
  );
}
console.log(`Total: ${seconds(total).toFixed(0)} s`);
