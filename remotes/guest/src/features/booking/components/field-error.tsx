import { useLingui } from '@lingui/react/macro';
import { codeMessage } from '../messages';

/** Id of a field's error text, for aria-describedby. */
const errorId = (key: string) => `bk-err-${key.replaceAll('.', '-')}`;

/** The attributes that tie an input to its error. */
export function invalidProps(key: string, code: string | undefined) {
  return code ? { 'aria-invalid': true as const, 'aria-describedby': errorId(key) } : {};
}

/** A field's error, translated, next to the field. */
export function FieldError({ name, code }: { name: string; code: string | undefined }) {
  const { i18n } = useLingui();
  if (!code) return null;
  return (
    <p className="field__error" id={errorId(name)}>
      {codeMessage(i18n, code)}
    </p>
  );
}
