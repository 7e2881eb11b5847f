// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api';
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
});
