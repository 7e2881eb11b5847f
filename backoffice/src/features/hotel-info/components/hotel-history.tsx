import { useLingui } from '@lingui/react/macro';
import { EntityHistory } from '../../../shared/history/entity-history';
import { FIELD_LABELS, LANG_LABELS } from './labels';

/** A changed field's name as the clerk reads it: `name.en` is "ホテル名（英語）". */
function useFieldName() {
  const { i18n, t } = useLingui();
  return (field: string) => {
    const parts = field.split('.');
    const head = FIELD_LABELS[parts[0] ?? ''];
    const last = parts[parts.length - 1] ?? '';
    const lang = LANG_LABELS[last as keyof typeof LANG_LABELS];
    const name = head ? i18n._(head) : field;
    if (!lang || parts.length < 2) return name;
    // Brackets differ by language (full-width in Japanese and Chinese): the pattern is translated.
    const language = i18n._(lang);
    return t`${name}（${language}）`;
  };
}

/** The hotel's change history under the form: the shared history with the hotel's field names. */
export function HotelHistory({ hotelId }: { hotelId: number }) {
  const fieldName = useFieldName();
  return <EntityHistory entity="hotel" entityId={hotelId} fieldName={fieldName} testId="hotel-history" />;
}
