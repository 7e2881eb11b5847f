import { colorDatesBetween } from '@tomaru/db/queries/prices';
import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import {
  colorDatesQuery,
  createColorBody,
  deleteColorBody,
  planIdQuery,
  undoColorDatesBody,
  updateChildPricesBody,
  updateChildTypeBody,
  updateColorBody,
  updateColorDatesBody,
  updatePricesBody,
} from '@tomaru/domain/schemas/prices';
import {
  childPricesReply,
  childTypesReply,
  colorCreatedReply,
  colorDatesReply,
  colorDatesUpdatedReply,
  colorDeletedReply,
  colorReply,
  colorsReply,
  pricesReply,
  updatedReply,
} from '@tomaru/domain/schemas/responses/prices';
import { Hono } from 'hono';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  childPricesView,
  childTypesView,
  colorsOf,
  createColor,
  deleteColorOf,
  priceGrid,
  undoColorDatesOf,
  updateChildPricesOf,
  updateChildTypesOf,
  updateColorDatesOf,
  updateColorOf,
  updatePricesOf,
} from './prices.service';

const tags = ['back office'];

/**
 * The price item of the hotel back office (decision 042): price ranks (colours) and their calendar,
 * a plan's price table, the six child types and each plan's child prices. Hotel, chain and admin
 * write; a union reads. Every id must be the hotel's: another hotel's is 404 and nothing is written.
 */
export const priceRoutes = new Hono<AppEnv>()
  .get(
    '/getcolors',
    doc({
      summary: 'A hotel’s price ranks (colours) in display order, with how much uses each',
      tags,
      ok: colorsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(reply(colorsReply, { colors: await colorsOf(c.var.db, hotel_id) }), Status.OK);
    },
  )
  .post(
    '/createcolor',
    doc({
      summary: 'Add a price rank (colour)',
      tags,
      ok: colorCreatedReply,
      status: 201,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createColorBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const color = await createColor(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(colorCreatedReply, { color_id: color.color_id, color }), Status.CREATED);
    },
  )
  .post(
    '/updatecolor',
    doc({
      summary: 'Rename, recolour or reorder a price rank',
      tags,
      ok: colorReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateColorBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const color = await updateColorOf(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(colorReply, { color }), Status.OK);
    },
  )
  .post(
    '/deletecolor',
    doc({
      summary: 'Delete a price rank no date and no price uses (else 409 color_in_use)',
      tags,
      ok: colorDeletedReply,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', deleteColorBody),
    async (c) => {
      const { hotel_id, color_id } = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, hotel_id);
      await deleteColorOf(c.var.db, c.var.principal, hotel_id, color_id, c.var.now());
      return c.json(reply(colorDeletedReply, { deleted: color_id }), Status.OK);
    },
  )
  .get(
    '/getcolordates',
    doc({
      summary: 'The colour of each date from–to (at most 366 days); a date not listed is not on sale',
      tags,
      ok: colorDatesReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', colorDatesQuery),
    async (c) => {
      const { hotel_id, from, to } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(
        reply(colorDatesReply, { dates: await colorDatesBetween(c.var.db, hotel_id, from, to) }),
        Status.OK,
      );
    },
  )
  .post(
    '/updatecolordates',
    doc({
      summary:
        'Colour dates one by one, or a range by weekday (0–6), holiday and day before a holiday (none: every date); null = not on sale. Every plan’s price of a date follows its colour; change_id names the change for undocolordates',
      tags,
      ok: colorDatesUpdatedReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateColorDatesBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const changed = await updateColorDatesOf(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(colorDatesUpdatedReply, changed), Status.OK);
    },
  )
  .post(
    '/undocolordates',
    doc({
      summary:
        'Put back the colours one updatecolordates call changed (its change_id), so every plan’s prices of those dates are as before; 409 changed_since when any of the dates changed again since',
      tags,
      ok: updatedReply,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', undoColorDatesBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const updated = await undoColorDatesOf(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(updatedReply, { updated }), Status.OK);
    },
  )
  .get(
    '/getpricesall',
    doc({
      summary:
        'A plan’s price table (tax-included yen per adult per night by room × colour × adults), with its rooms and the colours',
      tags,
      ok: pricesReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', planIdQuery),
    async (c) => {
      const { hotel_id, plan_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(reply(pricesReply, await priceGrid(c.var.db, hotel_id, plan_id)), Status.OK);
    },
  )
  .post(
    '/updateprices',
    doc({
      summary: 'Replace the given cells of a plan’s price table in one call (the whole grid at once)',
      tags,
      ok: updatedReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updatePricesBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const updated = await updatePricesOf(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(updatedReply, { updated }), Status.OK);
    },
  )
  .get(
    '/getchildtype',
    doc({
      summary: 'The hotel’s six child types: names, ages, price (percent or yen), bed, meals',
      tags,
      ok: childTypesReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      const hotel = await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(
        reply(childTypesReply, {
          child_types: await childTypesView(c.var.db, hotel_id),
          languages: hotel.languages,
        }),
        Status.OK,
      );
    },
  )
  .post(
    '/updatechildtype',
    doc({
      summary: 'Save the hotel’s six child types',
      tags,
      ok: childTypesReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateChildTypeBody),
    async (c) => {
      const body = c.req.valid('json');
      const hotel = await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const child_types = await updateChildTypesOf(
        c.var.db,
        c.var.principal,
        body,
        hotel.languages,
        c.var.now(),
      );
      return c.json(reply(childTypesReply, { child_types, languages: hotel.languages }), Status.OK);
    },
  )
  .get(
    '/getchildprices',
    doc({
      summary: 'A plan’s own child prices (a type without one uses the hotel’s)',
      tags,
      ok: childPricesReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', planIdQuery),
    async (c) => {
      const { hotel_id, plan_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(reply(childPricesReply, await childPricesView(c.var.db, hotel_id, plan_id)), Status.OK);
    },
  )
  .post(
    '/updatechildprices',
    doc({
      summary: 'Replace a plan’s own child prices (a type left out uses the hotel’s again)',
      tags,
      ok: childPricesReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateChildPricesBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      return c.json(
        reply(childPricesReply, await updateChildPricesOf(c.var.db, c.var.principal, body, c.var.now())),
        Status.OK,
      );
    },
  );
