// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { type BackOffice, BackOfficeContext } from './backoffice';
import { hasUnsavedWork } from './leave-guard';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from './schema-form';

const memo = v.object({
  memo: v.pipe(v.string(), v.maxLength(10, 'max_length')),
  nights: v.pipe(v.number('required'), v.integer('invalid_value'), v.minValue(1, 'too_small')),
});

let submitted: unknown[] = [];
let answer: () => Promise<unknown> = async () => undefined;

function MemoForm() {
  const form = useSchemaForm(memo, {
    defaultValues: { memo: '', nights: 1 },
    onSubmit: async (values) => {
      submitted.push(values);
      await answer();
    },
  });
  return (
    <SchemaFormView form={form}>
      <TextField form={form} name="memo" label="メモ" />
      <TextField form={form} name="nights" label="泊数" number />
      <SubmitButton form={form}>保存</SubmitButton>
    </SchemaFormView>
  );
}

beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});
afterEach(() => {
  cleanup();
  submitted = [];
  answer = async () => undefined;
});

const renderForm = () =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoForm />
    </I18nProvider>,
  );

/** The form inside a back-office frame, where the field labels name what the screen does not show. */
const renderInBackOffice = () =>
  render(
    <I18nProvider i18n={i18n}>
      <BackOfficeContext.Provider value={{ role: 'hotel', viewer: 'hotel' } as BackOffice}>
        <MemoForm />
      </BackOfficeContext.Provider>
    </I18nProvider>,
  );

const refusedWith =
  (...paths: string[]) =>
  async () => {
    throw new ApiError(
      422,
      'validation_failed',
      'x',
      paths.map((path) => ({ path, code: 'max_length', message: '' })),
    );
  };
const save = async () => act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));

describe('the one form pattern', () => {
  it("shows the shared schema's error under the field and sends nothing", async () => {
    renderForm();
    fireEvent.input(screen.getByLabelText('メモ'), { target: { value: 'これは十文字を超えるメモです' } });
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));
    expect(submitted).toEqual([]);
    expect(screen.getByLabelText('メモ').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the typed values, numbers as numbers', async () => {
    renderForm();
    fireEvent.input(screen.getByLabelText('泊数'), { target: { value: '3' } });
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));
    expect(submitted).toEqual([{ memo: '', nights: 3 }]);
  });

  it("puts the server's issues on their fields and says what failed in one alert", async () => {
    answer = async () => {
      throw new ApiError(422, 'validation_failed', 'x', [
        { path: 'memo', code: 'invalid_characters', message: '' },
      ]);
    };
    renderForm();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));
    expect(screen.getByRole('alert').textContent, 'one failure alert').toBeTruthy();
    expect(screen.getByLabelText('メモ').getAttribute('aria-invalid'), 'the server issue lands on memo').toBe(
      'true',
    );
    expect(screen.getByLabelText('泊数').getAttribute('aria-invalid')).toBeNull();
  });

  it('disables the submit button while the save runs', async () => {
    let finish: () => void = () => {};
    answer = () => new Promise<void>((resolve) => (finish = resolve));
    renderForm();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled, 'no second submit while the first runs').toBe(true);
    await act(async () => finish());
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('names in the alert, in words, an issue whose field the screen does not show', async () => {
    answer = refusedWith('child_types.0.names.en', 'memo');
    renderInBackOffice();
    await save();
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toContain('確認が必要な項目：名称（1・英語）');
    expect(alert, 'never the raw path').not.toContain('names.en');
    expect(alert, 'memo has its field: marked there, not named').not.toContain('メモ');
    expect(screen.getByLabelText('メモ').getAttribute('aria-invalid')).toBe('true');
  });

  it('names an issue without a field as one not on this screen when no label is known', async () => {
    answer = refusedWith('reservation_id');
    renderForm();
    await save();
    expect(screen.getByRole('alert').textContent).toContain('確認が必要な項目：画面にない項目');
  });

  it('holds unsaved work from the first keystroke until the save, and none once the form is gone', async () => {
    const view = renderForm();
    expect(hasUnsavedWork(), 'nothing typed yet').toBe(false);
    fireEvent.input(screen.getByLabelText('メモ'), { target: { value: '窓側' } });
    await waitFor(() => expect(hasUnsavedWork(), 'typed, not saved').toBe(true));
    await save();
    expect(submitted).toEqual([{ memo: '窓側', nights: 1 }]);
    await waitFor(() => expect(hasUnsavedWork(), 'saved').toBe(false));
    fireEvent.input(screen.getByLabelText('メモ'), { target: { value: '窓側希望' } });
    await waitFor(() => expect(hasUnsavedWork(), 'typed again').toBe(true));
    view.unmount();
    expect(hasUnsavedWork(), 'the form is gone').toBe(false);
  });

  it('keeps the work unsaved when the save is refused', async () => {
    answer = refusedWith('memo');
    renderForm();
    fireEvent.input(screen.getByLabelText('メモ'), { target: { value: '窓側' } });
    await save();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(hasUnsavedWork()).toBe(true);
  });

  it('guards new input typed after a save that changed nothing', async () => {
    renderForm();
    await save();
    expect(submitted).toHaveLength(1);
    fireEvent.input(screen.getByLabelText('メモ'), { target: { value: '追記' } });
    await waitFor(() => expect(hasUnsavedWork()).toBe(true));
  });
});
