import { Trans, useLingui } from '@lingui/react/macro';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { isPrefectureCode, PREFECTURES, prefectureName } from '@tomaru/domain/lists/prefectures';
import { searchPlansQuery } from '@tomaru/domain/schemas/catalog';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useErrorText } from './error-text';
import { useLang } from './lang';
import { addStayDays } from './stay-dates';

/** The search as typed: every field a string, empty when not chosen (the URL query uses the same names). */
export type SearchValues = {
  prefecture: string;
  checkin: string;
  checkout: string;
  room_count: string;
  adults: string;
};

/** Field → the first issue code found for it. */
export type FieldErrors = Record<string, string>;

export const EMPTY_SEARCH: SearchValues = {
  prefecture: '',
  checkin: '',
  checkout: '',
  room_count: '1',
  adults: '2',
};

/** The search read from a query string (unknown fields ignored, missing ones empty). */
export function searchFromQuery(params: URLSearchParams): SearchValues {
  const get = (k: keyof SearchValues) => params.get(k) ?? EMPTY_SEARCH[k];
  return {
    prefecture: get('prefecture'),
    checkin: get('checkin'),
    checkout: get('checkout'),
    room_count: get('room_count'),
    adults: get('adults'),
  };
}

/** The query string of a search, without the fields left empty. */
export function searchToQuery(values: Partial<SearchValues>): string {
  const entries = Object.entries(values).filter((e): e is [string, string] => !!e[1]);
  return new URLSearchParams(entries).toString();
}

/**
 * Validates a search with the API's own schema (searchplans): dates both or neither, check-out after
 * check-in, rooms and adults as whole numbers. Errors are keyed by field; a missing date is reported
 * on the date that is missing.
 */
export function validateSearch(values: SearchValues): FieldErrors {
  const input = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  // Through the Standard Schema interface, as ui/form does; kept apart from it so the top page
  // loads neither the form kit nor the English messages it maps issues to.
  const result = searchPlansQuery['~standard'].validate(input);
  if (result instanceof Promise || !result.issues) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0];
    const path = String(typeof key === 'object' && key !== null && 'key' in key ? key.key : (key ?? ''));
    const code = /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : 'invalid_value';
    // A missing or misplaced date is reported on the date to fix.
    errors[path || (values.checkin ? 'checkout' : 'checkin')] ??= code;
  }
  return errors;
}

/** A prefecture's name in the page's language ('' for anything else); from here so pages share one copy of the list. */
export function areaName(code: string, lang: Parameters<typeof prefectureName>[1]): string {
  return isPrefectureCode(code) ? prefectureName(code, lang) : '';
}

/** A labelled control with its error tied to it for screen readers. */
function SearchField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const COUNTS = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/**
 * The stay search: area (optional, `withArea`), check-in and check-out, rooms and adults. Calls
 * `onSearch` with the values once they pass the shared schema; shows each issue next to its field.
 */
export function StaySearchForm({
  initial,
  withArea,
  onSearch,
  submitLabel,
}: {
  initial: SearchValues;
  withArea: boolean;
  onSearch: (values: SearchValues) => void;
  submitLabel?: string;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const errorText = useErrorText();
  const id = useId();
  const [values, setValues] = useState<SearchValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = todayInTokyo();
  const set = (field: keyof SearchValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((old) => {
      const next = { ...old, [field]: value };
      // A new check-in after the check-out moves the check-out to the next day.
      if (field === 'checkin' && value && (!old.checkout || old.checkout <= value))
        next.checkout = addStayDays(value, 1);
      return next;
    });
  };
  const err = (field: string) => (errors[field] ? errorText(errors[field]) : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateSearch(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(values);
  }

  return (
    <form className="form stay-search" onSubmit={submit} noValidate>
      {withArea ? (
        <SearchField id={`${id}-prefecture`} label={t`エリア`} error={err('prefecture')}>
          {(aria) => (
            <select {...aria} name="prefecture" value={values.prefecture} onChange={set('prefecture')}>
              <option value="">{t`すべてのエリア`}</option>
              {PREFECTURES.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.names[lang]}
                </option>
              ))}
            </select>
          )}
        </SearchField>
      ) : null}
      <div className="stay-search__dates">
        <SearchField id={`${id}-checkin`} label={t`チェックイン`} error={err('checkin')}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="checkin"
              min={today}
              value={values.checkin}
              onChange={set('checkin')}
            />
          )}
        </SearchField>
        <SearchField id={`${id}-checkout`} label={t`チェックアウト`} error={err('checkout')}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              name="checkout"
              min={values.checkin ? addStayDays(values.checkin, 1) : addStayDays(today, 1)}
              value={values.checkout}
              onChange={set('checkout')}
            />
          )}
        </SearchField>
      </div>
      <div className="stay-search__party">
        <SearchField id={`${id}-rooms`} label={t`部屋数`} error={err('room_count')}>
          {(aria) => (
            <select {...aria} name="room_count" value={values.room_count} onChange={set('room_count')}>
              {COUNTS(10).map((n) => (
                <option key={n} value={n}>
                  {t`${n}室`}
                </option>
              ))}
            </select>
          )}
        </SearchField>
        <SearchField id={`${id}-adults`} label={t`大人`} error={err('adults')}>
          {(aria) => (
            <select {...aria} name="adults" value={values.adults} onChange={set('adults')}>
              {COUNTS(20).map((n) => (
                <option key={n} value={n}>
                  {t`${n}名`}
                </option>
              ))}
            </select>
          )}
        </SearchField>
      </div>
      <p className="field__hint">
        <Trans>日程を指定しない場合は、各プランの最低料金を表示します。</Trans>
      </p>
      <button type="submit" className="button button--primary">
        {submitLabel ?? t`検索する`}
      </button>
    </form>
  );
}
