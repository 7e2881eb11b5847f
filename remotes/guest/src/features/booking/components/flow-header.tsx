import { Trans } from '@lingui/react/macro';
import type { Lang } from '@tomaru/ui/lang';
import type { ChangeOf } from '../hooks/use-flow-state';
import { PreviousStay } from './previous-stay';

/** The flow's title: the hotel, and for a change the reservation it replaces. */
export function FlowHeader({
  hotelName,
  change,
  childNames,
  lang,
}: {
  hotelName: string;
  change: ChangeOf | undefined;
  childNames: Record<string, string>;
  lang: Lang;
}) {
  const beforeId = change?.before.display_id ?? '';
  return (
    <>
      <div>
        <p className="bk-hint">{hotelName}</p>
        <h1>{change ? <Trans>ご予約の変更</Trans> : <Trans>ご予約</Trans>}</h1>
        {change ? (
          <>
            <p data-testid="change-of">
              <Trans>
                予約番号 <strong>{beforeId}</strong> のご予約内容を変更します。
              </Trans>
            </p>
            <p className="bk-hint">
              <Trans>変更を確定すると、元のご予約は新しい予約番号のご予約に置き換わります。</Trans>
            </p>
          </>
        ) : null}
      </div>
      {change ? <PreviousStay before={change.before} childNames={childNames} lang={lang} /> : null}
    </>
  );
}
