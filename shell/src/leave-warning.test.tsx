// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SchemaFormView, SubmitButton, TextField, useSchemaForm } from '@tomaru/ui/schema-form';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveWarning } from './leave-warning';
import { renderWithRouter } from './render-with-router';

const memoBody = v.object({ memo: v.pipe(v.string(), v.maxLength(100, 'max_length')) });
let saved: string[] = [];

/** After a save, go to `/other` (as a create screen goes to its list); none by default. */
let thenGo: (() => void) | null = null;

function MemoPage() {
  const form = useSchemaForm(memoBody, {
    defaultValues: { memo: '' },
    onSubmit: async ({ memo }) => {
      saved.push(memo);
      thenGo?.();
    },
  });
  return (
    <SchemaFormView form={form}>
      <TextField form={form} name="memo" label="メモ" />
      <SubmitButton form={form}>保存</SubmitButton>
    </SchemaFormView>
  );
}

const open = () =>
  renderWithRouter(MemoPage, { routes: [{ path: '/other' }], frame: () => <LeaveWarning /> });
const typeMemo = async (text: string) => {
  fireEvent.input(screen.getByLabelText('メモ'), { target: { value: text } });
  // The form's dirty state reaches the guard after React commits.
  await act(async () => {});
};

afterEach(() => {
  cleanup();
  saved = [];
  thenGo = null;
});

describe('leaving a form with unsaved input', () => {
  it('asks first, and staying keeps what was typed', async () => {
    const { router } = open();
    await screen.findByLabelText('メモ');
    await typeMemo('窓側希望');
    await act(async () => void router.navigate({ to: '/other' }));
    const warning = await screen.findByRole('alertdialog', { name: '保存していない入力があります' });
    fireEvent.click(screen.getByRole('button', { name: 'このページに戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(warning.isConnected).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('メモ') as HTMLInputElement).value).toBe('窓側希望');
  });

  it('leaves when the clerk discards the input', async () => {
    const { router } = open();
    await screen.findByLabelText('メモ');
    await typeMemo('窓側希望');
    await act(async () => void router.navigate({ to: '/other' }));
    fireEvent.click(await screen.findByRole('button', { name: '入力を破棄して移動する' }));
    await screen.findByText('/other');
    expect(saved, 'nothing was saved').toEqual([]);
  });

  it('leaves without asking once the input is saved', async () => {
    const { router } = open();
    await screen.findByLabelText('メモ');
    await typeMemo('窓側希望');
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));
    expect(saved).toEqual(['窓側希望']);
    await act(async () => void router.navigate({ to: '/other' }));
    await screen.findByText('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves without asking when nothing was typed', async () => {
    const { router } = open();
    await screen.findByLabelText('メモ');
    await act(async () => void router.navigate({ to: '/other' }));
    await screen.findByText('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('moves on without asking when the save itself leaves the page', async () => {
    const { router } = open();
    thenGo = () => void router.navigate({ to: '/other' });
    await screen.findByLabelText('メモ');
    await typeMemo('窓側希望');
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: '保存' })));
    await screen.findByText('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
