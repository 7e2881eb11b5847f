// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FromPrice, NightPrice, TotalPrice } from './price';

afterEach(cleanup);
i18n.load('ja', {});
i18n.activate('ja');

const shown = (node: React.ReactElement) =>
  render(<I18nProvider i18n={i18n}>{node}</I18nProvider>).container.textContent;

describe('price labels', () => {
  it('labels the lowest price as per person per night, tax included, in yen', () => {
    expect(shown(<FromPrice amount={8500} />)).toBe('1名1泊 ￥8,500〜（税込）');
  });

  it('labels a total with what it covers: adults, nights and rooms', () => {
    expect(shown(<TotalPrice amount={67200} adults={2} nights={2} rooms={1} />)).toBe(
      '合計 ￥67,200（税込） 大人2名・2泊・1室',
    );
  });

  it('labels a calendar price as per adult', () => {
    expect(shown(<NightPrice amount={12000} />)).toBe('大人1名 ￥12,000');
  });
});
