import * as v from 'valibot';
import { LANGS } from '../languages';
import { idString } from './common';
import { localizedText } from './hotel-info';
import { daysFromTo, stayDate } from './stay-dates';
import { multiLineText, singleLineText } from './text';

/**
 * The options and questions of the hotel back office (decision 043): options asked per plan with
 * choices (questions of kind `choice`), free-text questions (kind `text`), and paid additional
 * options with their plans and per-day stock.
 */

/** How an additional option's unit price counts: per unit, per person (units = people), per night. */
export const OPTION_PRICE_UNITS = ['stay', 'person', 'night'] as const;
export type OptionPriceUnit = (typeof OPTION_PRICE_UNITS)[number];

const MAX_QUESTION = 300;
const MAX_CHOICE = 100;
const MAX_CHOICES = 30;
const MAX_OPTION_NAME = 100;
const MAX_UNIT_PRICE = 1_000_000;
const MAX_NUM = 99;
const MAX_STOCK = 9_999;
/** At most a year and a day of stock in one read or one write. */
const MAX_STOCK_DAYS = 366;

const bodyId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number('number_only'),
    v.integer('number_only'),
    v.minValue(min, 'min_value'),
    v.maxValue(max, 'max_value'),
  );
const flag = v.boolean('invalid_type');
/** A list of distinct ids. */
const idList = (max: number, min = 0) =>
  v.pipe(
    v.array(bodyId, 'invalid_type'),
    v.minLength(min, 'required'),
    v.maxLength(max, 'max_value'),
    v.check((ids) => new Set(ids).size === ids.length, 'invalid_value'),
  );

const questionText = localizedText(multiLineText(MAX_QUESTION), true);
const choiceText = localizedText(singleLineText(MAX_CHOICE, 'required'), true);

// ——— queries

export const optionQuery = v.object({ hotel_id: idString, option_id: idString });
export const questionQuery = v.object({ hotel_id: idString, question_id: idString });
export const additionalOptionQuery = v.object({ hotel_id: idString, additional_option_id: idString });

/** `from` to `to`, both included, is at most `maxDays` days. */
const rangeWithin = <T extends { from: string; to: string }>(maxDays: number) =>
  v.forward<T, v.CheckIssue<T>, ['to']>(
    v.check((q: T) => {
      const days = daysFromTo(q.from, q.to);
      if (days === undefined) return true; // their own issue says why
      return days + 1 >= 1 && days + 1 <= maxDays;
    }, 'invalid_range'),
    ['to'] as never,
  );

export const optionStocksQuery = v.pipe(
  v.object({ hotel_id: idString, additional_option_id: idString, from: stayDate, to: stayDate }),
  rangeWithin(MAX_STOCK_DAYS),
);

// ——— asked options (choices) and questions

const choice = v.object({
  /** Absent for a new choice; an existing choice keeps its id, so past answers still name it. */
  choice_id: v.optional(bodyId),
  texts: choiceText,
});

const askedOptionFields = {
  texts: questionText,
  /** null = every plan of the hotel. */
  plan_id: v.nullable(bodyId),
  mandatory: flag,
  choices: v.pipe(
    v.array(choice, 'invalid_type'),
    v.minLength(2, 'min_length'),
    v.maxLength(MAX_CHOICES, 'max_length'),
    v.check((list) => {
      const ids = list.flatMap((c) => (c.choice_id === undefined ? [] : [c.choice_id]));
      return new Set(ids).size === ids.length;
    }, 'invalid_value'),
  ),
};

export const createOptionBody = v.object({ hotel_id: bodyId, ...askedOptionFields });
export const updateOptionBody = v.object({ hotel_id: bodyId, option_id: bodyId, ...askedOptionFields });
export const deleteOptionBody = v.object({ hotel_id: bodyId, option_id: bodyId });

const questionFields = {
  texts: questionText,
  plan_id: v.nullable(bodyId),
  mandatory: flag,
};

export const createQuestionBody = v.object({ hotel_id: bodyId, ...questionFields });
export const updateQuestionBody = v.object({ hotel_id: bodyId, question_id: bodyId, ...questionFields });
export const deleteQuestionBody = v.object({ hotel_id: bodyId, question_id: bodyId });

export const optionDisplayOrdersBody = v.object({ hotel_id: bodyId, option_ids: idList(500, 1) });
export const additionalOptionDisplayOrdersBody = v.object({
  hotel_id: bodyId,
  additional_option_ids: idList(500, 1),
});

// ——— additional options

const additionalOptionFields = {
  names: localizedText(singleLineText(MAX_OPTION_NAME, 'required'), true),
  unit_price: wholeNumber(0, MAX_UNIT_PRICE),
  price_unit: v.picklist(OPTION_PRICE_UNITS, 'invalid_value'),
  max_num: wholeNumber(1, MAX_NUM),
  required: flag,
  stock_managed: flag,
  /** The plans it is offered with; empty = every plan of the hotel. */
  plan_ids: idList(90),
  date_from: v.nullable(stayDate),
  date_to: v.nullable(stayDate),
};

/** The sale window's end is not before its start. */
const windowInOrder = <T extends { date_from: string | null; date_to: string | null }>() =>
  v.forward<T, v.CheckIssue<T>, ['date_to']>(
    v.check((b: T) => !b.date_from || !b.date_to || b.date_from <= b.date_to, 'invalid_range'),
    ['date_to'] as never,
  );

export const createAdditionalOptionBody = v.pipe(
  v.object({ hotel_id: bodyId, ...additionalOptionFields }),
  windowInOrder(),
);
export const updateAdditionalOptionBody = v.pipe(
  v.object({ hotel_id: bodyId, additional_option_id: bodyId, ...additionalOptionFields }),
  windowInOrder(),
);

const stockValue = wholeNumber(0, MAX_STOCK);
const weekday = v.pipe(v.number('invalid_type'), v.integer('invalid_value'), v.minValue(0), v.maxValue(6));

/**
 * Stock of an option: nights one by one, or one stock over a range (optionally on some weekdays,
 * 0 = Sunday). Nothing is written when any night would fall below what is sold.
 */
export const updateOptionStocksBody = v.union(
  [
    v.object({
      hotel_id: bodyId,
      additional_option_id: bodyId,
      stocks: v.pipe(
        v.array(v.object({ date: stayDate, stock: stockValue }), 'invalid_type'),
        v.minLength(1, 'required'),
        v.maxLength(MAX_STOCK_DAYS, 'max_value'),
        v.check((list) => new Set(list.map((s) => s.date)).size === list.length, 'invalid_value'),
      ),
    }),
    v.pipe(
      v.object({
        hotel_id: bodyId,
        additional_option_id: bodyId,
        from: stayDate,
        to: stayDate,
        weekdays: v.optional(v.pipe(v.array(weekday, 'invalid_type'), v.minLength(1, 'required'))),
        stock: stockValue,
      }),
      rangeWithin(MAX_STOCK_DAYS),
    ),
  ],
  'invalid_value',
);

// ——— answers

const localizedOut = v.object({
  ja: v.string(),
  en: v.optional(v.string()),
  ko: v.optional(v.string()),
  'zh-CN': v.optional(v.string()),
  'zh-TW': v.optional(v.string()),
});

const askedOption = v.object({
  option_id: v.number(),
  plan_id: v.nullable(v.number()),
  texts: localizedOut,
  mandatory: v.boolean(),
  choices: v.array(v.object({ choice_id: v.number(), texts: localizedOut })),
  display_order: v.number(),
});
const question = v.object({
  question_id: v.number(),
  plan_id: v.nullable(v.number()),
  texts: localizedOut,
  mandatory: v.boolean(),
  display_order: v.number(),
});
const additionalOption = v.object({
  additional_option_id: v.number(),
  names: localizedOut,
  unit_price: v.number(),
  price_unit: v.picklist(OPTION_PRICE_UNITS),
  max_num: v.number(),
  required: v.boolean(),
  stock_managed: v.boolean(),
  plan_ids: v.array(v.number()),
  date_from: v.nullable(v.string()),
  date_to: v.nullable(v.string()),
  display_order: v.number(),
});

/** The hotel's languages (its form shows one tab per language) with the thing asked for. */
const languages = v.array(v.picklist(LANGS));
export const optionResponse = v.object({ option: askedOption, languages });
export const optionsResponse = v.object({ options: v.array(askedOption), languages });
export const questionResponse = v.object({ question, languages });
export const questionsResponse = v.object({ questions: v.array(question), languages });
export const additionalOptionResponse = v.object({ additional_option: additionalOption, languages });
export const additionalOptionsResponse = v.object({
  additional_options: v.array(additionalOption),
  languages,
});
export const updatedResponse = v.object({ updated: v.number() });
export const optionStocksResponse = v.object({
  stock_managed: v.boolean(),
  stocks: v.array(v.object({ date: v.string(), stock: v.number(), sold: v.number(), remaining: v.number() })),
});

export type AskedOption = v.InferOutput<typeof askedOption>;
export type Question = v.InferOutput<typeof question>;
export type AdditionalOption = v.InferOutput<typeof additionalOption>;
export type CreateOptionBody = v.InferOutput<typeof createOptionBody>;
export type UpdateOptionBody = v.InferOutput<typeof updateOptionBody>;
export type CreateQuestionBody = v.InferOutput<typeof createQuestionBody>;
export type UpdateQuestionBody = v.InferOutput<typeof updateQuestionBody>;
export type CreateAdditionalOptionBody = v.InferOutput<typeof createAdditionalOptionBody>;
export type UpdateAdditionalOptionBody = v.InferOutput<typeof updateAdditionalOptionBody>;
export type UpdateOptionStocksBody = v.InferOutput<typeof updateOptionStocksBody>;
