import { Trans, useLingui } from '@lingui/react/macro';
import { requestOpenDmBody } from '@tomaru/domain/schemas/members';
import { useErrorText } from '@tomaru/ui/error-text';
import { validateWith } from '@tomaru/ui/form';
import { LangLink } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { useEffect, useState } from 'react';
import { type DmConsent, getDmConsent, requestOpenDm } from '../api/dm-consent';

/** The recorded instant (ISO, +09:00) as `YYYY/MM/DD HH:mm` Japan time. */
const recorded = (iso: string) => iso.slice(0, 16).replace('T', ' ').replaceAll('-', '/');

/** /requestopendm: a signed-in member opts in to or out of direct mail; the change is recorded with its time. */
export function RequestOpenDmPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [consent, setConsent] = useState<DmConsent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = t`メールマガジンの配信設定`;
  usePageTitle(title);

  useEffect(() => {
    let live = true;
    getDmConsent().then(
      (c) => live && setConsent(c),
      (e: unknown) => live && setFailure(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [errorText]);

  async function change(optIn: boolean) {
    const parsed = validateWith(requestOpenDmBody, { opt_in: optIn });
    if (!parsed.ok) return;
    setBusy(true);
    setFailure(null);
    setSaved(false);
    try {
      setConsent(await requestOpenDm(parsed.output.opt_in));
      setSaved(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="center-box card">
      <h1>{title}</h1>
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {consent ? (
        <>
          <p data-testid="dm-state">
            {consent.dm_opt_in
              ? t`現在、お得な情報のメールを受け取る設定です。`
              : t`現在、お得な情報のメールを受け取らない設定です。`}
          </p>
          {consent.dm_opt_in && consent.dm_opt_in_at ? (
            <p>
              <Trans>配信に同意した日時: {recorded(consent.dm_opt_in_at)}</Trans>
            </p>
          ) : null}
          <div aria-live="polite">
            {saved ? (
              <p role="status" className="success">
                <Trans>配信設定を保存しました。</Trans>
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void change(!consent.dm_opt_in)}
          >
            {consent.dm_opt_in ? t`配信を停止する` : t`配信を希望する`}
          </button>
        </>
      ) : failure ? null : (
        <p role="status">
          <Trans>読み込み中…</Trans>
        </p>
      )}
      <p>
        <LangLink to="/mypage">
          <Trans>マイページへ戻る</Trans>
        </LangLink>
      </p>
    </div>
  );
}
