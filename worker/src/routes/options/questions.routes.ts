import {
  createQuestionBody,
  deleteQuestionBody,
  questionQuery,
  questionResponse,
  questionsResponse,
  updateQuestionBody,
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
  createQuestion,
  readQuestion,
  readQuestions,
  removeQuestion,
  saveQuestion,
  toQuestion,
} from './options.service';

const staffOnly = requireRole(...STAFF);
const tags = ['back office'];
const questionId = v.object({ question_id: v.number() });

/**
 * The question item of the hotel back office (decision 043): free-text questions asked at booking,
 * mandatory or not, for one plan or every plan, in the hotel's languages.
 */
export const questionRoutes = new Hono<AppEnv>()
  .get(
    '/getquestionsall',
    staffOnly,
    doc({
      summary: 'The hotel’s free-text questions',
      tags,
      ok: questionsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { rows, languages } = await readQuestions(
        c.var.db,
        c.var.principal,
        c.req.valid('query').hotel_id,
        'text',
      );
      return c.json(reply(questionsResponse, { questions: rows.map(toQuestion), languages }), Status.OK);
    },
  )
  .get(
    '/getquestion',
    staffOnly,
    doc({ summary: 'One free-text question', tags, ok: questionResponse, errors: [401, 403, 404, 422] }),
    validate('query', questionQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { row, languages } = await readQuestion(
        c.var.db,
        c.var.principal,
        q.hotel_id,
        q.question_id,
        'text',
      );
      return c.json(reply(questionResponse, { question: toQuestion(row), languages }), Status.OK);
    },
  )
  .post(
    '/createquestion',
    staffOnly,
    doc({
      summary: 'Create a free-text question, for one plan or every plan',
      tags,
      ok: questionId,
      status: 201,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createQuestionBody),
    async (c) => {
      const id = await createQuestion(c.var.db, c.var.principal, c.req.valid('json'), 'text', c.var.now());
      return c.json(reply(questionId, { question_id: id }), Status.CREATED);
    },
  )
  .post(
    '/updatequestion',
    staffOnly,
    doc({
      summary: 'Save a free-text question',
      tags,
      ok: questionResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateQuestionBody),
    async (c) => {
      const body = c.req.valid('json');
      const row = await saveQuestion(
        c.var.db,
        c.var.principal,
        { ...body, id: body.question_id },
        'text',
        c.var.now(),
      );
      const { languages } = await readQuestions(c.var.db, c.var.principal, body.hotel_id, 'text');
      return c.json(reply(questionResponse, { question: toQuestion(row), languages }), Status.OK);
    },
  )
  .post(
    '/deletequestion',
    staffOnly,
    doc({
      summary: 'Stop asking a question (past reservations keep their answers)',
      tags,
      ok: questionId,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', deleteQuestionBody),
    async (c) => {
      const body = c.req.valid('json');
      await removeQuestion(
        c.var.db,
        c.var.principal,
        { hotel_id: body.hotel_id, id: body.question_id },
        'text',
        c.var.now(),
      );
      return c.json(reply(questionId, { question_id: body.question_id }), Status.OK);
    },
  );
