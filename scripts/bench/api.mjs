#!/usr/bin/env node
// `npm run bench:api`: the API under load, against `wrangler dev --local` seeded with the large data
// set (db/seed/large.ts: 500 hotels × 10 plans × 5 rooms × 365 nights). A benchmark, not a test: it
// is not part of `npm test`, and it only talks to 127.0.0.1.
//
//   node scripts/bench/api.mjs [--duration S] [--connections C] [--hotels N] [--days D] [--log-level L]
//                              [--cli | --direct]
//
// 1. A throwaway persist dir: migrations, demo seed and the large set (scripts/bench/seed-large.mjs).
// 2. The worker bundled once (`wrangler deploy --dry-run --outdir`, so edits made meanwhile do not
//    restart it), served on a free port by wrangler's local dev server (scripts/bench/dev-server.mjs:
//    what `wrangler dev --local` runs, without its DevTools inspector; `--cli` runs the `wrangler dev`
//    command itself; `--direct` serves the worker alone in workerd, scripts/bench/workerd-server.mjs,
//    to show what the dev server in front costs), assets from an empty dir (the API is measured).
// 3. Warm-up, then at C connections (50) for S seconds (12) each: getplans with dates, getcalendar for
//    60 days, calculateprice, and book (bookings/s) over many hotels, rooms and dates; and the
//    runtime's floor under the same load: an unknown /api path (no database) and gethotelinfo (one
//    indexed read).
// 4. Oversell check: a few room-nights hammered by many concurrent bookings; then, with wrangler
//    stopped, the database is asked whether any night sold more than its stock and whether every
//    night's `sold` equals the rooms held by live reservations.
// 5. updateroomstocks: a back-office save of 365 nights × 10 rooms in one call, one call at a time
//    (scripts/bench/inventory-writes.mjs; goal under 1 s).
// Every status other than 2xx and 409 counts as an error. Wrangler and the temp dir are removed at
// the end, on errors and on Ctrl-C.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bin, ensureInstalled, OFFLINE_ENV, ROOT } from '../lib.mjs';
import { addDays, FIRST_HOTEL, requestMakers, tokyoToday } from './api-requests.mjs';
import { benchInventoryWrites } from './inventory-writes.mjs';
import { benchPriceWrites, priceWritesReport } from './price-writes.mjs';

const GOALS = { readP99Ms: 100, bookingsPerSecond: 300, oversells: 0 };
const LIVE_STATUSES = ['booking', 'payment_processing'];
const CONTENDED_HOTELS = 8;
const CONTENDED_REQUESTS = 800;

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const positive = (name, fallback) => {
  const n = Number(option(name, fallback));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} takes a positive integer`);
  return n;
};
const DURATION = positive('--duration', 12);
const CONNECTIONS = positive('--connections', 50);
const HOTELS = positive('--hotels', 500);
const DAYS = positive('--days', 365);
// Request logs cost the local runtime CPU on every call (workerd hands each line to wrangler's Node
// process to print): off by default, as a production deployment would ship them, not print them.
const LOG_LEVEL = option('--log-level', 'warn');
const CLI = process.argv.includes('--cli');
// The worker alone in workerd (Miniflare), without the dev server's proxy and asset router in front.
const DIRECT = process.argv.includes('--direct');
if (CLI && DIRECT) throw new Error('--cli and --direct exclude each other');
const SERVER = CLI
  ? 'wrangler dev (the command)'
  : DIRECT
    ? 'the worker alone in workerd (Miniflare, no dev server in front)'
    : "wrangler's local dev server (startWorker, no DevTools inspector)";
if (DAYS < 70) throw new Error('--days must be at least 70 (60-day calendars, and stays inside the set)');

// ── processes and cleanup ─────────────────────────────────────────────────────────────────────────

/** Process groups this script started (each child is detached into a group of its own). */
const groups = new Set();
let tempDir;
let cleaned = false;

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** Stops every process group this script started and removes the temp dir. Synchronous, idempotent. */
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const pid of groups) killGroup(pid, 'SIGTERM');
  if (groups.size) {
    // Give them a moment, then make sure.
    const until = Date.now() + 3000;
    while (Date.now() < until && [...groups].some((pid) => killGroup(pid, 0))) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
    for (const pid of groups) killGroup(pid, 'SIGKILL');
  }
  groups.clear();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping wrangler and removing ${tempDir ?? 'the temp dir'}…`);
    cleanup();
    process.exit(130);
  });
}

/** Spawns a command in a process group of its own; answers the child. */
function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: OFFLINE_ENV,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...options,
  });
  groups.add(child.pid);
  child.on('exit', () => groups.delete(child.pid));
  return child;
}

/** Runs a command to completion; answers its stdout when `capture`. Throws on a non-zero exit. */
function exec(cmd, args, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = start(cmd, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} → ${code ?? signal}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// ── wrangler dev ──────────────────────────────────────────────────────────────────────────────────

/**
 * Bundles the worker once into `outDir` (as `wrangler deploy` would) and answers the script's path.
 * The benchmark serves this snapshot, so edits to worker/ while it runs neither restart the worker
 * mid-request nor take CPU for rebuilds.
 */
async function bundleWorker(outDir, assetsDir) {
  await exec(
    bin('wrangler'),
    ['deploy', '--dry-run', '--env', '', '--outdir', outDir, '--assets', assetsDir],
    { capture: true },
  );
  return join(outDir, 'index.js');
}

/**
 * CPU seconds used so far by the processes of a process group (wrangler's node and workerd), from
 * /proc (Linux); null elsewhere.
 */
function groupCpuSeconds(pgid) {
  try {
    const tick = 100; // USER_HZ on Linux
    let total = 0;
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is field 3 (state): pgrp is field 5, utime 14, stime 15.
      if (Number(fields[2]) !== pgid) continue;
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    }
    return total;
  } catch {
    return null;
  }
}

async function startWrangler(script, persistTo, assetsDir, port) {
  // A copy of wrangler.toml next to the bundle: wrangler dev restarts the worker when its config
  // changes, and others may edit it meanwhile. The script and the assets are given on the command
  // line, --persist-to names the database, so the config's relative paths are not used.
  const config = join(dirname(script), 'wrangler.toml');
  copyFileSync(join(ROOT, 'wrangler.toml'), config);
  // The bench's own servers (dev-server.mjs, workerd-server.mjs) take the same options.
  const serverOptions = [
    '--script',
    script,
    '--config',
    config,
    '--persist-to',
    persistTo,
    '--port',
    String(port),
    '--log-level',
    LOG_LEVEL || 'warn',
  ];
  const serverArgs = [join(ROOT, 'scripts/bench/dev-server.mjs'), ...serverOptions, '--assets', assetsDir];
  const directArgs = [join(ROOT, 'scripts/bench/workerd-server.mjs'), ...serverOptions];
  const cliArgs = [
    'dev',
    script,
    '--no-bundle',
    '--config',
    config,
    '--local',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--assets',
    assetsDir,
    '--show-interactive-dev-session=false',
    ...(LOG_LEVEL ? ['--log-level', LOG_LEVEL, '--var', `LOG_LEVEL:${LOG_LEVEL}`] : []),
  ];
  const child = CLI
    ? start(bin('wrangler'), cliArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
    : start(process.execPath, DIRECT ? directArgs : serverArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Keep the last few kB of its output for error reports (and keep the pipes drained), and the last
  // lines other than request logs (restarts, exceptions) for the report.
  let tail = '';
  const notes = [];
  const keep = (d) => {
    tail = (tail + d).slice(-6000);
    for (const line of String(d).split('\n')) {
      if (!line.trim() || /^\S*\[wrangler:info\] (GET|POST|PUT|DELETE) /.test(line) || /"ms":\d+/.test(line))
        continue;
      notes.push(line.slice(0, 400));
      if (notes.length > 40) notes.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${tail}`);
    try {
      const res = await fetch(`${base}/api/gethotelinfo?hotel_id=${FIRST_HOTEL}`);
      if (res.status === 200) return { child, base, tail: () => tail, notes };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`wrangler dev did not answer within 120 s:\n${tail}`);
}

// ── load ──────────────────────────────────────────────────────────────────────────────────────────

const isError = (status) => !(status >= 200 && status < 300) && status !== 409;

/**
 * Runs autocannon against `base` with requests from `make` for `duration` seconds (or `amount`
 * requests). Answers its result plus errors by status, a few error bodies and `onAnswer` callbacks.
 */
async function load(autocannon, server, make, { duration, amount, connections, onAnswer, accept = [] }) {
  const failed = (status) => isError(status) && !accept.includes(status);
  const errorSamples = [];
  const cpuBefore = groupCpuSeconds(server.child.pid);
  const result = await autocannon({
    url: server.base,
    connections,
    ...(amount ? { amount } : { duration }),
    timeout: 30,
    requests: [
      {
        setupRequest(request, context) {
          const next = make();
          context.taken = next.taken;
          return { ...request, method: next.method, path: next.path, headers: next.headers, body: next.body };
        },
        onResponse(status, body, context) {
          if (failed(status) && errorSamples.length < 5) errorSamples.push(`${status} ${body.slice(0, 300)}`);
          onAnswer?.(status, context.taken);
        },
      },
    ],
  });
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const errors =
    Object.entries(byStatus)
      .filter(([code]) => failed(Number(code)))
      .reduce((sum, [, n]) => sum + n, 0) + result.errors;
  const cpuAfter = groupCpuSeconds(server.child.pid);
  const cpuMsPerCall =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { result, byStatus, errors, errorSamples, cpuMsPerCall };
}

function row(name, run, extra = {}) {
  const { result, errors } = run;
  return {
    call: name,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.total / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
    'server CPU ms/call': run.cpuMsPerCall === null ? '-' : Number(run.cpuMsPerCall.toFixed(1)),
    ...extra,
  };
}

function reportErrors(name, run) {
  const statuses = Object.entries(run.byStatus)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  console.log(
    `  ${name}: statuses { ${statuses} }${run.result.errors ? `, connection errors/timeouts ${run.result.errors}/${run.result.timeouts}` : ''}`,
  );
  for (const sample of run.errorSamples) console.log(`    e.g. ${sample}`);
}

// ── database checks ───────────────────────────────────────────────────────────────────────────────

async function query(persistTo, sql) {
  const out = await exec(
    bin('wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql],
    { capture: true },
  );
  const parsed = JSON.parse(out.slice(out.indexOf('[')));
  return parsed[0]?.results ?? [];
}

const live = LIVE_STATUSES.map((s) => `'${s}'`).join(', ');
/** Rooms held per room-night by live reservations. */
const HELD = `SELECT rn.room_id, rn.date, SUM(rn.rooms) AS held FROM reservation_nights rn
  JOIN reservations r ON r.reservation_id = rn.reservation_id WHERE r.status IN (${live})
  GROUP BY rn.room_id, rn.date`;

// ── main ──────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  ensureInstalled();
  const { default: autocannon } = await import('autocannon');

  tempDir = mkdtempSync(join(tmpdir(), 'tomaru-bench-api-'));
  const persistTo = join(tempDir, 'state');
  const assetsDir = join(tempDir, 'assets');
  mkdirSync(assetsDir);
  console.log(`Throwaway database in ${persistTo}`);

  let t = performance.now();
  const start = tokyoToday();
  await exec(process.execPath, [
    join(ROOT, 'scripts/bench/seed-large.mjs'),
    '--persist-to',
    persistTo,
    '--hotels',
    String(HOTELS),
    '--days',
    String(DAYS),
  ]);
  console.log(`Database ready: ${seconds(t)}`);

  t = performance.now();
  const port = await freePort();
  const script = await bundleWorker(join(tempDir, 'bundle'), assetsDir);
  const wrangler = await startWrangler(script, persistTo, assetsDir, port);
  console.log(`${SERVER} answering on ${wrangler.base}: ${seconds(t)}`);

  const makers = requestMakers({ hotels: HOTELS, days: DAYS, start, seed: 42 });
  const reads = ['getplans', 'getcalendar', 'calculateprice'];

  // Warm-up: every call for a few seconds at a few connections; also proves the bodies are valid.
  console.log('Warming up…');
  for (const name of [...reads, 'book']) {
    const run = await load(autocannon, wrangler, makers[name], { duration: 3, connections: 10 });
    const ok = Object.entries(run.byStatus)
      .filter(([code]) => Number(code) < 300)
      .reduce((s, [, n]) => s + n, 0);
    console.log(
      `  ${name}: ${run.result.requests.total} calls, p50 ${run.result.latency.p50} ms, ${ok} answered 2xx, server CPU ${run.cpuMsPerCall?.toFixed(1) ?? '-'} ms/call`,
    );
    if (ok < run.result.requests.total * 0.9) {
      reportErrors(name, run);
      throw new Error(`${name}: only ${ok} of ${run.result.requests.total} warm-up calls succeeded`);
    }
  }

  const table = [];
  const runs = {};
  for (const name of reads) {
    console.log(`${name}: ${CONNECTIONS} connections, ${DURATION} s…`);
    runs[name] = await load(autocannon, wrangler, makers[name], {
      duration: DURATION,
      connections: CONNECTIONS,
    });
    table.push(row(name, runs[name]));
  }

  // The runtime's floor: what the same connections cost for a call with no database, and for one
  // indexed read. Their p99 is the least any read of this API can show on this runtime and machine.
  const floors = {
    'floor: unknown /api path (no database)': () => ({
      method: 'GET',
      path: '/api/no-such-call',
      headers: {},
    }),
    'floor: gethotelinfo (one indexed read)': () => ({
      method: 'GET',
      path: `/api/gethotelinfo?hotel_id=${FIRST_HOTEL + Math.floor(Math.random() * HOTELS)}`,
      headers: {},
    }),
  };
  for (const [name, make] of Object.entries(floors)) {
    console.log(`${name}: ${CONNECTIONS} connections, ${DURATION} s…`);
    // A 404 is the answer the unknown path expects.
    const run = await load(autocannon, wrangler, make, {
      duration: DURATION,
      connections: CONNECTIONS,
      accept: [404],
    });
    table.push(row(name, run));
    runs[name] = run;
  }

  console.log(`book: ${CONNECTIONS} connections, ${DURATION} s…`);
  let booked = 0;
  runs.book = await load(autocannon, wrangler, makers.book, {
    duration: DURATION,
    connections: CONNECTIONS,
    onAnswer: (status) => {
      if (status === 201) booked += 1;
    },
  });
  const bookingsPerSecond = booked / runs.book.result.duration;
  table.push(row('book', runs.book));

  console.log('updateprices: full price grids, one call each…');
  const priceWrites = priceWritesReport(
    await benchPriceWrites({ base: wrangler.base, firstHotel: FIRST_HOTEL, hotels: HOTELS }),
  );

  // Oversell: the double (stock 10) of a few hotels on two nights, hammered by many bookings.
  const targets = Array.from(
    { length: Math.min(CONTENDED_HOTELS, HOTELS) },
    (_, i) => FIRST_HOTEL + Math.floor((i * HOTELS) / Math.min(CONTENDED_HOTELS, HOTELS)),
  );
  // Past every stay of the other phases (their check-ins end at day DAYS - 20, stays at 3 nights).
  const date = addDays(start, DAYS - 16);
  console.log(
    `book (contended): ${CONTENDED_REQUESTS} bookings at ${CONNECTIONS} connections for the double of hotels ${targets.join(', ')} on ${date} and ${addDays(date, 1)}…`,
  );
  let roomNightsTaken = 0;
  let contendedBooked = 0;
  runs.contended = await load(autocannon, wrangler, () => makers.contended(targets, date), {
    amount: CONTENDED_REQUESTS,
    connections: CONNECTIONS,
    onAnswer: (status, taken) => {
      if (status === 201) {
        contendedBooked += 1;
        roomNightsTaken += taken.nights * taken.rooms;
      }
    },
  });
  table.push(row('book (contended)', runs.contended));

  // The back office saving a stock grid of one hotel (scripts/bench/inventory-writes.mjs).
  const inventory = await benchInventoryWrites({
    base: wrangler.base,
    hotelId: FIRST_HOTEL + HOTELS - 1,
    start,
    duration: DURATION,
  });
  table.push(inventory.row);

  // Stop wrangler so the checks read a settled database.
  killGroup(wrangler.child.pid, 'SIGTERM');
  await Promise.race([new Promise((r) => wrangler.child.once('exit', r)), sleep(10_000)]);
  if (wrangler.child.exitCode === null) killGroup(wrangler.child.pid, 'SIGKILL');

  console.log('Checking the stock in the database…');
  const [{ n: soldOverStock }] = await query(
    persistTo,
    'SELECT count(*) AS n FROM room_stocks WHERE sold > stock',
  );
  const [{ over, drift }] = await query(
    persistTo,
    `SELECT coalesce(sum(h.held > s.stock), 0) AS over, count(*) AS drift FROM room_stocks s
     LEFT JOIN (${HELD}) h ON h.room_id = s.room_id AND h.date = s.date
     WHERE s.room_id >= ${FIRST_HOTEL * 100} AND s.sold <> coalesce(h.held, 0)`,
  );
  const [{ over: heldOverStock }] = await query(
    persistTo,
    `SELECT count(*) AS over FROM (${HELD}) h JOIN room_stocks s ON s.room_id = h.room_id AND s.date = h.date
     WHERE h.held > s.stock`,
  );
  const pairs = targets.flatMap((h) => [0, 1].map((d) => `(${h * 100 + 2}, '${addDays(date, d)}')`));
  const contended = await query(
    persistTo,
    `SELECT s.room_id, s.date, s.stock, s.sold, coalesce(h.held, 0) AS held FROM room_stocks s
     LEFT JOIN (${HELD}) h ON h.room_id = s.room_id AND h.date = s.date
     WHERE (s.room_id, s.date) IN (VALUES ${pairs.join(', ')})`,
  );
  const contendedSold = contended.reduce((s, r) => s + r.sold, 0);
  const contendedStock = contended.reduce((s, r) => s + r.stock, 0);
  const oversells = soldOverStock + heldOverStock;

  // ── report ──
  console.log('');
  console.log(
    `Large set: ${HOTELS} hotels × 10 plans × 5 rooms × ${DAYS} nights from ${start}; ${CONNECTIONS} connections, ${DURATION} s per call; ${SERVER} on 127.0.0.1.`,
  );
  console.log(
    `Load average of the machine (1/5/15 min) at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${availableParallelism()} cores.`,
  );
  console.table(table);
  console.log(
    '  server CPU ms/call: CPU time of the server (its workerd and Node processes) per answered call, from /proc; less',
  );
  console.log('  sensitive than latency to other work on the machine.');
  for (const [name, run] of Object.entries(runs)) reportErrors(name, run);
  if (Object.values(runs).some((r) => r.errors > 0) && wrangler.notes.length) {
    console.log('  wrangler dev said (last lines other than request logs):');
    for (const line of wrangler.notes) console.log(`    ${line}`);
  }
  console.log('');
  console.log(
    `bookings/s: ${bookingsPerSecond.toFixed(0)} (${booked} bookings in ${runs.book.result.duration.toFixed(1)} s; the rest 409 sold out or errors)`,
  );
  console.log(
    `contended: ${contendedBooked} of ${CONTENDED_REQUESTS} bookings succeeded, ${roomNightsTaken} room-nights; ${contended.length} room-nights now sold ${contendedSold} of ${contendedStock}`,
  );
  console.log(
    `room-nights with sold > stock: ${soldOverStock}; held by live reservations > stock: ${heldOverStock}`,
  );
  console.log(
    `room-nights whose sold ≠ rooms held by live reservations: ${drift} (of them over stock: ${over})`,
  );
  // A call that failed without an answer (5xx, timeout) may still have booked, so the 201 count is
  // compared only when there were none; sold = held is checked either way.
  const heldMatches = contended.every((r) => r.sold === r.held);
  const answersMatch = runs.contended.errors > 0 || contendedSold === roomNightsTaken;
  const contendedConsistent = heldMatches && answersMatch;
  console.log(
    `contended: sold = held by reservations: ${heldMatches ? 'yes' : 'NO'}; sold = room-nights of the 201 answers: ${
      runs.contended.errors > 0
        ? 'not compared (calls failed without an answer)'
        : answersMatch
          ? 'yes'
          : 'NO'
    }`,
  );
  console.log(`oversells: ${oversells}`);
  console.log(priceWrites.line);

  const readP99 = Math.max(...reads.map((name) => runs[name].result.latency.p99));
  const floorP99 = Object.keys(floors).map(
    (name) => `${name.replace('floor: ', '')} ${runs[name].result.latency.p99} ms`,
  );
  console.log(`the runtime's floor at ${CONNECTIONS} connections (p99): ${floorP99.join('; ')}`);
  const goals = [
    [
      `p99 of the reads ≤ ${GOALS.readP99Ms} ms`,
      `${readP99} ms (worst of the three)`,
      readP99 <= GOALS.readP99Ms,
    ],
    [
      `bookings/s ≥ ${GOALS.bookingsPerSecond}`,
      bookingsPerSecond.toFixed(0),
      bookingsPerSecond >= GOALS.bookingsPerSecond,
    ],
    [
      'oversells = 0',
      `${oversells} (stock drift ${drift})`,
      oversells === 0 && drift === 0 && contendedConsistent,
    ],
    inventory.goal,
    priceWrites.goal,
    [
      'no errors (status not 2xx/409)',
      String(Object.values(runs).reduce((s, r) => s + r.errors, 0)),
      Object.values(runs).every((r) => r.errors === 0),
    ],
  ];
  console.log('');
  console.log('Goals:');
  for (const [goal, value, met] of goals) console.log(`  ${met ? 'met    ' : 'NOT met'}  ${goal}: ${value}`);
}

const began = performance.now();
try {
  await main();
  console.log(`\nDone in ${seconds(began)}.`);
} catch (error) {
  console.error(`\nbench:api failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
