import type { Lang } from '@tomaru/domain/languages';
import * as v from 'valibot';
import { customerErrors } from './bodies';
import type { FlowState } from './flow-state';

/** What step 2 asks: the booker, a different lodger, the check-in time and a note. */
export type CustomerValues = Pick<
  FlowState,
  'user' | 'mail_confirm' | 'lodger_differs' | 'lodger' | 'checkin_time' | 'note'
>;

/** The valibot path of a dotted field key in `input` (what a form resolver reads back). */
function pathOf(input: Record<string, unknown>, key: string) {
  let value: unknown = input;
  return key.split('.').map((part) => {
    const from = (value ?? {}) as Record<string, unknown>;
    value = from[part];
    return { type: 'object' as const, origin: 'value' as const, input: from, key: part, value };
  }) as [v.ObjectPathItem, ...v.ObjectPathItem[]];
}

/**
 * Step 2's schema for the form pattern: the fields as `book` will send them, checked by the shared
 * `bookBody` schema (kana in Japanese, Latin letters otherwise) together with the rest of the flow,
 * plus the e-mail confirmation (`customerErrors`). `bookBody` checks a whole booking, so the
 * booker's fields are checked inside the flow they belong to.
 * @example useSchemaForm(customerForm(state, 1, 'ja'), { defaultValues, onSubmit })
 */
export const customerForm = (flow: FlowState, hotelId: number, lang: Lang) =>
  v.pipe(
    v.custom<CustomerValues>((input) => typeof input === 'object' && input !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      for (const [key, code] of Object.entries(customerErrors({ ...flow, ...values }, hotelId, lang)))
        addIssue({ message: code, path: pathOf(values, key) });
    }),
  );
