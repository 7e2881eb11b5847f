// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { type BackOffice, BackOfficeContext } from './backoffice';
import { FormAlert } from './form-alert';

beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});
afterEach(cleanup);

const refused = (...paths: string[]) =>
  new ApiError(
    422,
    'validation_failed',
    'x',
    paths.map((path) => ({ path, code: 'max_length', message: '' })),
  );

const inBackOffice = (node: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <BackOfficeContext.Provider value={{ role: 'hotel', viewer: 'hotel' } as BackOffice}>
      {node}
    </BackOfficeContext.Provider>
  </I18nProvider>
);

describe('the failure alert', () => {
  it('says an issue with an unknown path in words, never the raw path', () => {
    render(<I18nProvider i18n={i18n}>{<FormAlert error={refused('booking.extra_field.3')} />}</I18nProvider>);
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toBe('入力内容を確認してください。 確認が必要な項目：画面にない項目');
    expect(alert).not.toMatch(/booking|extra_field|\.3/);
  });

  it('names a refused field by the shared field labels in the back office, each once', () => {
    render(
      inBackOffice(<FormAlert error={refused('child_types.0.names.en', 'child_types.0.names.en', 'tel')} />),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      '入力内容を確認してください。 確認が必要な項目：名称（1・英語）、電話番号',
    );
  });

  it('names a field by the label the form passes first, a path below it by the same label', () => {
    render(
      inBackOffice(
        <FormAlert
          error={refused('tel', 'languages.2')}
          labels={{ tel: '連絡先', languages: '対応する言語' }}
        />,
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      '入力内容を確認してください。 確認が必要な項目：連絡先、対応する言語',
    );
  });

  it('names nothing for a refusal with its own reason, and shows nothing without an error', () => {
    const { rerender } = render(
      inBackOffice(
        <FormAlert
          error={
            new ApiError(409, 'stale_update', 'x', [{ path: 'name', code: 'stale_update', message: '' }])
          }
        />,
      ),
    );
    expect(screen.getByRole('alert').textContent).not.toContain('確認が必要な項目');
    rerender(inBackOffice(<FormAlert error={null} />));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
