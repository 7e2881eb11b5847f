import type { Db } from '@tomaru/db/client';
import { findChain, findHotel, findUnion, isHotelInUnion } from '@tomaru/db/queries/orgs';
import type { Principal } from '../env';
import { forbidden, notFound } from '../lib/errors';

/**
 * The one place that decides what a back-office user may reach. A hotel user reaches its hotel; a
 * chain user its chain's hotels; a union user its union's hotels; admin everything. Out of scope is
 * 403; a missing entity is 404 only for those who could have reached it (admin), so existence of
 * other hotels is never revealed.
 */
export async function hotelInScope(db: Db, p: Principal, hotelId: number) {
  const hotel = await findHotel(db, hotelId);
  const allowed =
    hotel !== undefined &&
    (p.type === 'admin' ||
      (p.type === 'hotel' && p.entity_id === hotelId) ||
      (p.type === 'chain' && hotel.chain_id === p.entity_id) ||
      (p.type === 'union' && (await isHotelInUnion(db, p.entity_id, hotelId))));
  if (allowed) return hotel;
  if (p.type === 'admin') throw notFound('hotel_not_found');
  throw forbidden();
}

/** A chain is reachable by admin, by itself, and (read-only) by a hotel of that chain. */
export async function chainInScope(db: Db, p: Principal, chainId: number) {
  const chain = await findChain(db, chainId);
  let allowed = false;
  if (chain) {
    if (p.type === 'admin' || (p.type === 'chain' && p.entity_id === chainId)) allowed = true;
    else if (p.type === 'hotel') allowed = (await findHotel(db, p.entity_id))?.chain_id === chainId;
  }
  if (allowed && chain) return chain;
  if (p.type === 'admin') throw notFound('chain_not_found');
  throw forbidden();
}

/** A union is reachable by admin, by itself, and (read-only) by a member hotel. */
export async function unionInScope(db: Db, p: Principal, unionId: number) {
  const union = await findUnion(db, unionId);
  let allowed = false;
  if (union) {
    if (p.type === 'admin' || (p.type === 'union' && p.entity_id === unionId)) allowed = true;
    else if (p.type === 'hotel') allowed = await isHotelInUnion(db, unionId, p.entity_id);
  }
  if (allowed && union) return union;
  if (p.type === 'admin') throw notFound('union_not_found');
  throw forbidden();
}

/** The hotels a principal may reach, as a filter for list queries. */
export function hotelFilter(p: Principal): { chainId?: number; unionId?: number; hotelId?: number } | null {
  switch (p.type) {
    case 'admin':
      return {};
    case 'chain':
      return { chainId: p.entity_id };
    case 'union':
      return { unionId: p.entity_id };
    case 'hotel':
      return { hotelId: p.entity_id };
    default:
      return null;
  }
}

/**
 * A hotel whose inventory (rooms, stock, plans, prices, options, questions, images) the caller may
 * read: every back-office role within its scope (issue 12).
 */
export function inventoryForRead(db: Db, p: Principal, hotelId: number) {
  return hotelInScope(db, p, hotelId);
}

/**
 * A hotel whose inventory the caller may change: the hotel itself, its chain and admin (also through
 * view-as). A union reads its hotels' inventory but never writes it, as with the hotel information.
 */
export async function inventoryForWrite(db: Db, p: Principal, hotelId: number) {
  const hotel = await hotelInScope(db, p, hotelId);
  if (p.type === 'union') throw forbidden();
  return hotel;
}
