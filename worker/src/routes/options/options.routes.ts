import {
  additionalOptionDisplayOrdersBody,
  additionalOptionQuery,
  additionalOptionResponse,
  additionalOptionsResponse,
  createAdditionalOptionBody,
  createOptionBody,
  deleteOptionBody,
  optionDisplayOrdersBody,
  optionQuery,
  optionResponse,
  optionStocksQuery,
  optionStocksResponse,
  optionsResponse,
  updateAdditionalOptionBody,
  updatedResponse,
  updateOptionBody,
  updateOptionStocksBody,
} from '@tomaru/domain/schemas/options';
import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireRole, STAFF } from '../../auth/middleware';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  createAdditionalOption,
  createQuestion,
  readAdditionalOption,
  readAdditionalOptions,
  readOptionStocks,
  readQuestion,
  readQuestions,
  removeQuestion,
  saveAdditionalOption,
  saveOptionStocks,
  saveQuestion,
  sortAdditionalOptions,
  sortAskedOptions,
  toAdditionalOption,
  toAskedOption,
} from './options.service';

const staffOnly = requireRole(...STAFF);
const tags = ['back office'];
const createdOption = v.object({ option_id: v.number() });
const createdAdditionalOption = v.object({ additional_option_id: v.number() });

/**
 * The option item of the hotel back office (decision 043): options asked per plan with choices,
 * and paid additional options with their plans, sort order and per-day stock. Hotel, chain and
 * admin write within their scope; a union reads only.
 */
export const optionRoutes = new Hono<AppEnv>()
  .get(
    '/getoptions',
    staffOnly,
    doc({
      summary: 'The hotel’s asked options (with choices)',
      tags,
      ok: optionsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { rows, languages } = await readQuestions(
        c.var.db,
        c.var.principal,
        c.req.valid('query').hotel_id,
        'choice',
      );
      return c.json(reply(optionsResponse, { options: rows.map(toAskedOption), languages }), Status.OK);
    },
  )
  .get(
    '/getoption',
    staffOnly,
    doc({
      summary: 'One asked option with its choices',
      tags,
      ok: optionResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', optionQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { row, languages } = await readQuestion(
        c.var.db,
        c.var.principal,
        q.hotel_id,
        q.option_id,
        'choice',
      );
      return c.json(reply(optionResponse, { option: toAskedOption(row), languages }), Status.OK);
    },
  )
  .post(
    '/createoption',
    staffOnly,
    doc({
      summary: 'Create an asked option (a question with choices), for one plan or every plan',
      tags,
      ok: createdOption,
      status: 201,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createOptionBody),
    async (c) => {
      const id = await createQuestion(c.var.db, c.var.principal, c.req.valid('json'), 'choice', c.var.now());
      return c.json(reply(createdOption, { option_id: id }), Status.CREATED);
    },
  )
  .post(
    '/updateoption',
    staffOnly,
    doc({
      summary: 'Save an asked option; kept choices keep their ids, so past answers still name them',
      tags,
      ok: optionResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateOptionBody),
    async (c) => {
      const body = c.req.valid('json');
      const row = await saveQuestion(
        c.var.db,
        c.var.principal,
        { ...body, id: body.option_id },
        'choice',
        c.var.now(),
      );
      const { languages } = await readQuestions(c.var.db, c.var.principal, body.hotel_id, 'choice');
      return c.json(reply(optionResponse, { option: toAskedOption(row), languages }), Status.OK);
    },
  )
  .post(
    '/deleteoption',
    staffOnly,
    doc({
      summary: 'Stop asking an option (past reservations keep their answers)',
      tags,
      ok: createdOption,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', deleteOptionBody),
    async (c) => {
      const body = c.req.valid('json');
      await removeQuestion(
        c.var.db,
        c.var.principal,
        { hotel_id: body.hotel_id, id: body.option_id },
        'choice',
        c.var.now(),
      );
      return c.json(reply(createdOption, { option_id: body.option_id }), Status.OK);
    },
  )
  .get(
    '/getoptiondisplayorders',
    staffOnly,
    doc({
      summary: 'The asked options in display order',
      tags,
      ok: optionsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { rows, languages } = await readQuestions(
        c.var.db,
        c.var.principal,
        c.req.valid('query').hotel_id,
        'choice',
      );
      return c.json(reply(optionsResponse, { options: rows.map(toAskedOption), languages }), Status.OK);
    },
  )
  .post(
    '/updateoptiondisplayorders',
    staffOnly,
    doc({
      summary: 'Order the asked options (every one of the hotel once)',
      tags,
      ok: optionsResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', optionDisplayOrdersBody),
    async (c) => {
      const body = c.req.valid('json');
      await sortAskedOptions(c.var.db, c.var.principal, body.hotel_id, body.option_ids, c.var.now());
      const { rows, languages } = await readQuestions(c.var.db, c.var.principal, body.hotel_id, 'choice');
      return c.json(reply(optionsResponse, { options: rows.map(toAskedOption), languages }), Status.OK);
    },
  )
  .get(
    '/getadditionaloptions',
    staffOnly,
    doc({
      summary: 'The hotel’s paid additional options with their plans',
      tags,
      ok: additionalOptionsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { rows, languages } = await readAdditionalOptions(
        c.var.db,
        c.var.principal,
        c.req.valid('query').hotel_id,
      );
      return c.json(
        reply(additionalOptionsResponse, { additional_options: rows.map(toAdditionalOption), languages }),
        Status.OK,
      );
    },
  )
  .get(
    '/getadditionaloption',
    staffOnly,
    doc({
      summary: 'One additional option',
      tags,
      ok: additionalOptionResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', additionalOptionQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { row, languages } = await readAdditionalOption(
        c.var.db,
        c.var.principal,
        q.hotel_id,
        q.additional_option_id,
      );
      return c.json(
        reply(additionalOptionResponse, { additional_option: toAdditionalOption(row), languages }),
        Status.OK,
      );
    },
  )
  .post(
    '/createadditionaloption',
    staffOnly,
    doc({
      summary: 'Create a paid additional option (unit price tax included, per stay / person / night)',
      tags,
      ok: createdAdditionalOption,
      status: 201,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createAdditionalOptionBody),
    async (c) => {
      const id = await createAdditionalOption(c.var.db, c.var.principal, c.req.valid('json'), c.var.now());
      return c.json(reply(createdAdditionalOption, { additional_option_id: id }), Status.CREATED);
    },
  )
  .post(
    '/updateadditionaloption',
    staffOnly,
    doc({
      summary: 'Save an additional option',
      tags,
      ok: additionalOptionResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateAdditionalOptionBody),
    async (c) => {
      const body = c.req.valid('json');
      const row = await saveAdditionalOption(c.var.db, c.var.principal, body, c.var.now());
      const { languages } = await readAdditionalOptions(c.var.db, c.var.principal, body.hotel_id);
      return c.json(
        reply(additionalOptionResponse, { additional_option: toAdditionalOption(row), languages }),
        Status.OK,
      );
    },
  )
  .get(
    '/getadditionaloptiondisplayorders',
    staffOnly,
    doc({
      summary: 'The additional options in display order',
      tags,
      ok: additionalOptionsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { rows, languages } = await readAdditionalOptions(
        c.var.db,
        c.var.principal,
        c.req.valid('query').hotel_id,
      );
      return c.json(
        reply(additionalOptionsResponse, { additional_options: rows.map(toAdditionalOption), languages }),
        Status.OK,
      );
    },
  )
  .post(
    '/updateadditionaloptiondisplayorders',
    staffOnly,
    doc({
      summary: 'Order the additional options (every one of the hotel once)',
      tags,
      ok: additionalOptionsResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', additionalOptionDisplayOrdersBody),
    async (c) => {
      const body = c.req.valid('json');
      await sortAdditionalOptions(
        c.var.db,
        c.var.principal,
        body.hotel_id,
        body.additional_option_ids,
        c.var.now(),
      );
      const { rows, languages } = await readAdditionalOptions(c.var.db, c.var.principal, body.hotel_id);
      return c.json(
        reply(additionalOptionsResponse, { additional_options: rows.map(toAdditionalOption), languages }),
        Status.OK,
      );
    },
  )
  .get(
    '/getadditionaloptionstocks',
    staffOnly,
    doc({
      summary: 'An additional option’s stock, sold and remaining per date (at most 366 days)',
      tags,
      ok: optionStocksResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', optionStocksQuery),
    async (c) => {
      const answer = await readOptionStocks(c.var.db, c.var.principal, c.req.valid('query'));
      return c.json(reply(optionStocksResponse, answer), Status.OK);
    },
  )
  .post(
    '/updateadditionaloptionstocks',
    staffOnly,
    doc({
      summary:
        'Set an additional option’s stock for dates, or a range with weekdays; a date below its sold count → 409 stock_below_sold and nothing is written',
      tags,
      ok: updatedResponse,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', updateOptionStocksBody),
    async (c) => {
      const updated = await saveOptionStocks(c.var.db, c.var.principal, c.req.valid('json'), c.var.now());
      return c.json(reply(updatedResponse, { updated }), Status.OK);
    },
  );
