// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH, StaySearchForm, searchToQuery, validateSearch } from './stay-search-form';

vi.mock('./lang', () => ({ useLang: () => 'ja' }));
afterEach(cleanup);
i18n.load('ja', {});
i18n.activate('ja');

const search = { ...EMPTY_SEARCH, checkin: '2027-03-01', checkout: '2027-03-03' };

describe('stay search validation (the searchplans schema)', () => {
  it('accepts a search with both dates, or with neither', () => {
    expect(validateSearch(search)).toEqual({});
    expect(validateSearch(EMPTY_SEARCH)).toEqual({});
  });

  it('asks for the missing date when only one is given', () => {
    expect(validateSearch({ ...search, checkout: '' })).toEqual({ checkout: 'checkin_checkout_required' });
    expect(validateSearch({ ...search, checkin: '' })).toEqual({ checkin: 'checkin_checkout_required' });
  });

  it('refuses a check-out on or before the check-in, impossible dates and unknown areas', () => {
    expect(validateSearch({ ...search, checkout: '2027-03-01' })).toEqual({
      checkout: 'checkin_checkout_required',
    });
    expect(validateSearch({ ...search, checkin: '2027-02-30' })).toEqual({ checkin: 'invalid_date' });
    expect(validateSearch({ ...search, prefecture: 'JP-99' })).toEqual({ prefecture: 'invalid_prefecture' });
    expect(validateSearch({ ...search, adults: 'x' })).toEqual({ adults: 'number_only' });
  });

  it('writes the query without empty fields', () => {
    expect(searchToQuery({ ...search, prefecture: 'JP-26' })).toBe(
      'prefecture=JP-26&checkin=2027-03-01&checkout=2027-03-03&room_count=1&adults=2',
    );
  });
});

describe('stay search form', () => {
  it('shows the issue next to the field and does not search', () => {
    const onSearch = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <StaySearchForm initial={{ ...search, checkout: '' }} withArea onSearch={onSearch} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    expect(onSearch).not.toHaveBeenCalled();
    const checkout = screen.getByLabelText('チェックアウト');
    expect(checkout.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${checkout.id}-error`)?.textContent).toBe(
      'チェックイン日とチェックアウト日を選択してください。',
    );
  });

  it('searches with the values once they are valid', () => {
    const onSearch = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <StaySearchForm initial={search} withArea onSearch={onSearch} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText('エリア'), { target: { value: 'JP-26' } });
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    expect(onSearch).toHaveBeenCalledWith({ ...search, prefecture: 'JP-26' });
  });
});
