import { daysBetween } from '@tomaru/domain/dates/days';
import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import {
  createPlanBody,
  MAX_CALENDAR_DAYS,
  planCalendarQuery,
  planIdQuery,
  updatePlanBody,
  updatePlanCalendarBody,
  updatePlanDisplayBody,
  updatePlanDisplayOrdersBody,
  updatePlanWarningBody,
} from '@tomaru/domain/schemas/plans';
import {
  createdPlanReply,
  planCalendarReply,
  planDatesUpdatedReply,
  planRoomsReply,
  planWarningsReply,
  staffPlanReply,
  staffPlansReply,
} from '@tomaru/domain/schemas/responses/plans';
import { Hono } from 'hono';
import { requireRole, STAFF } from '../../auth/middleware';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { ApiError, Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  createPlan,
  listStaffPlans,
  planCalendar,
  planRooms,
  planWarningsOf,
  readStaffPlan,
  setPlanDisplay,
  setPlanOrder,
  updatePlan,
  updatePlanCalendar,
} from './plans.service';

const staffOnly = requireRole(...STAFF);
const tags = ['back office'];

/**
 * The hotel's plans in the back office (issue 12, decision 041): list, create, edit, sort, display
 * on/off, the calendar of closed dates (of the plan and of each of its rooms) and the warnings. The
 * hotel, its chain and admin write; a union reads only (inventoryForWrite).
 */
export const planRoutes = new Hono<AppEnv>()
  .get(
    '/getplans',
    staffOnly,
    doc({
      summary: 'Every plan of a hotel, secret and hidden ones included, with room_ids and warnings',
      tags,
      ok: staffPlansReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      const plans = await listStaffPlans(c.var.db, hotel_id, c.var.now());
      return c.json(reply(staffPlansReply, { plans }), Status.OK);
    },
  )
  .get(
    '/getplan',
    staffOnly,
    doc({
      summary: 'One plan of a hotel as updateplan takes it',
      tags,
      ok: staffPlanReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', planIdQuery),
    async (c) => {
      const q = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, q.hotel_id);
      const plan = await readStaffPlan(c.var.db, q.hotel_id, q.plan_id, c.var.now());
      return c.json(reply(staffPlanReply, { plan }), Status.OK);
    },
  )
  .get(
    '/getplanrooms',
    staffOnly,
    doc({
      summary: 'The rooms a plan sells, in its order',
      tags,
      ok: planRoomsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', planIdQuery),
    async (c) => {
      const q = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, q.hotel_id);
      const rooms = await planRooms(c.var.db, q.hotel_id, q.plan_id);
      return c.json(reply(planRoomsReply, { rooms }), Status.OK);
    },
  )
  .post(
    '/createplan',
    staffOnly,
    doc({
      summary: 'Create a plan (422 with field issues when it contradicts itself or its hotel)',
      tags,
      ok: createdPlanReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createPlanBody),
    async (c) => {
      const body = c.req.valid('json');
      const hotel = await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const plan_id = await createPlan(c.var.db, c.var.principal, hotel, body, c.var.now());
      return c.json(reply(createdPlanReply, { plan_id }), Status.CREATED);
    },
  )
  .post(
    '/updateplan',
    staffOnly,
    doc({
      summary: 'Save a plan (read-modify-write: the object getplan answers)',
      tags,
      ok: staffPlanReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updatePlanBody),
    async (c) => {
      const body = c.req.valid('json');
      const hotel = await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const plan = await updatePlan(c.var.db, c.var.principal, hotel, body, c.var.now());
      return c.json(reply(staffPlanReply, { plan }), Status.OK);
    },
  )
  .post(
    '/updateplandisplayorders',
    staffOnly,
    doc({
      summary: 'Put the hotel’s plans in this order (every plan once)',
      tags,
      ok: planDatesUpdatedReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updatePlanDisplayOrdersBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const updated = await setPlanOrder(
        c.var.db,
        c.var.principal,
        body.hotel_id,
        body.plan_ids,
        c.var.now(),
      );
      return c.json(reply(planDatesUpdatedReply, { updated }), Status.OK);
    },
  )
  .post(
    '/updateplandisplay',
    staffOnly,
    doc({
      summary: 'Show or hide a plan on the guest pages',
      tags,
      ok: staffPlanReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updatePlanDisplayBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const plan = await setPlanDisplay(c.var.db, c.var.principal, body.hotel_id, body, c.var.now());
      return c.json(reply(staffPlanReply, { plan }), Status.OK);
    },
  )
  .get(
    '/getplancalendar',
    staffOnly,
    doc({
      summary: 'A plan’s open and closed dates (of the plan and of each room), at most 366 days',
      tags,
      ok: planCalendarReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', planCalendarQuery),
    async (c) => {
      const q = c.req.valid('query');
      if (q.to < q.from || daysBetween(q.from, q.to) >= MAX_CALENDAR_DAYS)
        throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
          issues: [{ path: 'to', code: 'invalid_range', message: 'The range is reversed or too long.' }],
        });
      await inventoryForRead(c.var.db, c.var.principal, q.hotel_id);
      const answer = await planCalendar(c.var.db, q.hotel_id, q.plan_id, q.from, q.to);
      return c.json(reply(planCalendarReply, answer), Status.OK);
    },
  )
  .post(
    '/updateplancalendar',
    staffOnly,
    doc({
      summary: 'Open or close dates of a plan, or of one of its rooms (room_id)',
      tags,
      ok: planDatesUpdatedReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updatePlanCalendarBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const updated = await updatePlanCalendar(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(planDatesUpdatedReply, { updated }), Status.OK);
    },
  )
  .post(
    '/updateplanwarning',
    staffOnly,
    doc({
      summary: 'Recompute a plan’s warnings (sale_ended, no_color, no_price, no_stock over 180 days)',
      tags,
      ok: planWarningsReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updatePlanWarningBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForRead(c.var.db, c.var.principal, body.hotel_id);
      const warnings = await planWarningsOf(c.var.db, body.hotel_id, body.plan_id, c.var.now());
      return c.json(reply(planWarningsReply, { plan_id: body.plan_id, warnings }), Status.OK);
    },
  );
