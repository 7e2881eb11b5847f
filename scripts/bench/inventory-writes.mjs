// The inventory-writes phase of `npm run bench:api` (scripts/bench/api.mjs): the hotel back office
// saving a whole stock grid, 365 nights × 10 rooms, in ONE updateroomstocks call (issue 12, decision
// 040). Admin signs in; one hotel of the large set gets rooms through createroom until it has 10;
// then grids are saved one after another (each differs from the one before, so every call writes
// 3650 nights and 10 audit rows) and the latency of each call is measured. The goal is under 1 s.
// Stock is set to 100 or more, above anything the other phases sold, so every save is accepted
// and the oversell checks that follow are unaffected.

const GOAL_MS = 1000;
const ROOMS = 10;
const NIGHTS = 365;
const DEMO_PASSWORD = 'Tomaru2026demo';

async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

async function get(base, path, token) {
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A room for the grid, as createroom takes it. */
const extraRoom = (hotelId, n) => ({
  hotel_id: hotelId,
  names: { ja: `ベンチ用客室${n}` },
  descriptions: { ja: '' },
  min_guests: 1,
  max_guests: 2,
  beds: 2,
  size_m2: 20,
  smoking: 'no',
  bed_types: ['double'],
  amenities: ['wifi'],
  is_visible: true,
});

/**
 * Saves `NIGHTS` × `ROOMS` grids at `hotelId` for `duration` seconds (at least 5 calls) and prints
 * the latency. Answers a row for the bench's table and whether the goal was met.
 */
export async function benchInventoryWrites({ base, hotelId, start, duration }) {
  const login = await post(base, '/api/adminlogin', { login_id: 'admin', password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`updateroomstocks: admin sign-in answered ${login.status}`);
  const token = login.json.access_token;
  let rooms = (await get(base, `/api/api/getrooms?hotel_id=${hotelId}`, token)).json?.rooms ?? [];
  for (let n = rooms.length + 1; n <= ROOMS; n++) {
    const created = await post(base, '/api/api/createroom', extraRoom(hotelId, n), token);
    if (created.status !== 201) throw new Error(`updateroomstocks: createroom answered ${created.status}`);
  }
  rooms = (await get(base, `/api/api/getrooms?hotel_id=${hotelId}`, token)).json.rooms.slice(0, ROOMS);

  const grid = (k) => ({
    hotel_id: hotelId,
    rooms: rooms.map((r, i) => ({
      room_id: r.room_id,
      from: start,
      nights: Array.from({ length: NIGHTS }, (_, d) => 100 + ((d + i + k) % 7)),
    })),
  });
  console.log(
    `updateroomstocks: ${NIGHTS} nights × ${rooms.length} rooms of hotel ${hotelId} per call, one call at a time, ${duration} s…`,
  );
  const latencies = [];
  let errors = 0;
  const until = performance.now() + duration * 1000;
  for (let k = 0; latencies.length < 5 || performance.now() < until; k++) {
    const body = grid(k);
    const t = performance.now();
    const res = await post(base, '/api/api/updateroomstocks', body, token);
    latencies.push(performance.now() - t);
    if (res.status !== 200) {
      errors += 1;
      if (errors <= 3)
        console.log(`  updateroomstocks answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    }
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  const p50 = Math.round(percentile(sorted, 50));
  const p99 = Math.round(percentile(sorted, 99));
  console.log(
    `  updateroomstocks: ${latencies.length} calls, p50 ${p50} ms, p99 ${p99} ms, errors ${errors}`,
  );
  return {
    row: {
      call: `updateroomstocks (${NIGHTS} × ${rooms.length} in one call)`,
      requests: latencies.length,
      'req/s': Number((latencies.length / (latencies.reduce((s, x) => s + x, 0) / 1000)).toFixed(1)),
      'p50 ms': p50,
      'p99 ms': p99,
      errors,
      'server CPU ms/call': '-',
    },
    goal: [
      `updateroomstocks (${NIGHTS} × ${ROOMS}) p99 < ${GOAL_MS} ms`,
      `${p99} ms`,
      p99 < GOAL_MS && errors === 0,
    ],
  };
}
