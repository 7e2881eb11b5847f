// The `updateprices` phase of `npm run bench:api` (issue 12): a hotel saves a plan's whole price grid
// (every room × colour × number of adults) in one call, as the back office's grid does. Calls are made
// one after another (a clerk saves one grid at a time; the read phases measure load), each changing
// every cell so that every call writes the full grid. Only talks to the bench's own server.

/** The goal of the phase: a full grid saved in under a second. */
export const PRICE_WRITE_GOAL_MS = 1000;
/** Colours the bench's hotels get in all (the large set seeds three). */
const COLOURS = 6;

async function json(base, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/**
 * Saves full grids of `calls` plans (spread over the first `hotels` hotels from `firstHotel`) as admin,
 * after giving each hotel up to six colours; answers the latencies and the grid's size.
 */
export async function benchPriceWrites({ base, firstHotel, hotels, calls = 40 }) {
  const { access_token: token } = await json(base, '/api/adminlogin', {
    body: { login_id: 'admin', password: 'Tomaru2026demo' },
  });
  const targets = Array.from({ length: Math.min(calls, hotels) }, (_, i) => firstHotel + i);
  const grids = [];
  for (const hotel_id of targets) {
    const { colors } = await json(base, `/api/api/getcolors?hotel_id=${hotel_id}`, { token });
    for (let n = colors.length; n < COLOURS; n++) {
      await json(base, '/api/api/createcolor', {
        token,
        body: { hotel_id, name: `bench ${n + 1}`, hex: '#336699' },
      });
    }
    const plan_id = hotel_id * 100 + 1;
    const grid = await json(base, `/api/api/getpricesall?hotel_id=${hotel_id}&plan_id=${plan_id}`, { token });
    const prices = grid.rooms.flatMap((room) =>
      grid.colors.flatMap((color) =>
        Array.from({ length: room.max_guests }, (_, i) => ({
          room_id: room.room_id,
          color_id: color.color_id,
          adults: i + 1,
          price: 8000 + 1000 * (i + 1),
        })),
      ),
    );
    grids.push({ hotel_id, plan_id, prices });
  }
  const latencies = [];
  for (let i = 0; i < calls; i++) {
    const { hotel_id, plan_id, prices } = grids[i % grids.length];
    // Every cell changes on every call (+i yen), so each call writes the whole grid.
    const body = { hotel_id, plan_id, prices: prices.map((c) => ({ ...c, price: c.price + i + 1 })) };
    const started = performance.now();
    const answer = await json(base, '/api/api/updateprices', { token, body });
    latencies.push(performance.now() - started);
    if (answer.updated !== prices.length)
      throw new Error(`updateprices wrote ${answer.updated} of ${prices.length} cells`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    calls,
    cells: grids[0]?.prices.length ?? 0,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
  };
}

/** The phase's line for the report and its goal row. */
export function priceWritesReport(r) {
  return {
    line: `updateprices (a full grid of ${r.cells} cells, ${r.calls} calls one at a time): p50 ${r.p50} ms, p99 ${r.p99} ms`,
    goal: [
      `updateprices (a full grid) under ${PRICE_WRITE_GOAL_MS} ms`,
      `p99 ${r.p99} ms`,
      r.p99 < PRICE_WRITE_GOAL_MS,
    ],
  };
}
