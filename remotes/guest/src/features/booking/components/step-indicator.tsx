import { useLingui } from '@lingui/react/macro';

/** The three steps, the current one marked for sight and for screen readers. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const names = [t`ご予約条件と料金`, t`お客様情報`, t`ご予約内容の確認`];
  return (
    <nav aria-label={t`予約の手順`}>
      <ol className="bk-steps">
        {names.map((name, i) => {
          const n = i + 1;
          return (
            <li
              key={name}
              className={n < step ? 'bk-steps__done' : undefined}
              {...(n === step ? { 'aria-current': 'step' as const } : {})}
            >
              {name}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
