import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CancelPolicyStep } from '@tomaru/domain/pricing/cancellation';

/** The plan's cancellation fee schedule (days before check-in) and its change deadline. */
export function CancelTerms({
  policy,
  changeDeadlineDays,
}: {
  policy: readonly CancelPolicyStep[];
  changeDeadlineDays: number;
}) {
  const { t } = useLingui();
  const steps = [...policy].sort((a, b) => b.days_before - a.days_before);
  return (
    <div data-testid="cancel-terms">
      {steps.length ? (
        <ul className="bk-terms">
          {steps.map((s) => {
            const { days_before: days, percent } = s;
            return (
              <li key={days}>
                {days === 0
                  ? t`当日・不泊：宿泊料金の${percent}%`
                  : days === 1
                    ? t`前日：宿泊料金の${percent}%`
                    : t`${days}日前から：宿泊料金の${percent}%`}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>
          <Trans>キャンセル料はかかりません。</Trans>
        </p>
      )}
      <p className="bk-hint">
        {changeDeadlineDays > 0 ? (
          <Trans>
            ご予約の変更はチェックイン日の
            <Plural value={changeDeadlineDays} other="#日前" />
            までオンラインで承ります。
          </Trans>
        ) : (
          t`ご予約の変更はチェックイン日の当日までオンラインで承ります。`
        )}
      </p>
      <p className="bk-hint">
        <Trans>キャンセル料がかかる期間のキャンセルは、ホテルへお電話でご連絡ください。</Trans>
      </p>
    </div>
  );
}
