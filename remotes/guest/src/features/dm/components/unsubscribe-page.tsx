import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { unsubscribeBody } from '@tomaru/domain/schemas/members';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { validateWith } from '@tomaru/ui/form';
import { usePageTitle } from '@tomaru/ui/title';
import { useCallback, useEffect, useState } from 'react';
import { getUnsubscribe, unsubscribe } from '../api/dm-consent';

/** /unsubscribe?token=…: stop direct mail from the link in a DM, without signing in. */
export function UnsubscribePage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const search = useSearch({ strict: false }) as { token?: unknown };
  const parsed = validateWith(unsubscribeBody, {
    token: typeof search.token === 'string' ? search.token : '',
  });
  const token = parsed.ok ? parsed.output.token : null;
  const [info, setInfo] = useState<{ email_masked: string; dm_opt_in: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : errorText('invalid_token'));
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = t`メール配信の停止`;
  usePageTitle(title);

  const failWith = useCallback(
    (error: unknown) =>
      setFailure(errorText(error instanceof ApiError && error.status === 404 ? 'invalid_token' : error)),
    [errorText],
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    getUnsubscribe(token).then(
      (i) => live && setInfo(i),
      (e: unknown) => live && failWith(e),
    );
    return () => {
      live = false;
    };
  }, [token, failWith]);

  async function stop() {
    if (!token) return;
    setBusy(true);
    try {
      await unsubscribe(token);
      setDone(true);
    } catch (error) {
      failWith(error);
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
      {done ? (
        <p role="status" className="success" data-testid="unsubscribed">
          <Trans>メール配信を停止しました。今後お得な情報のメールはお送りしません。</Trans>
        </p>
      ) : info ? (
        <>
          <p>
            <Trans>対象のメールアドレス: {info.email_masked}</Trans>
          </p>
          {info.dm_opt_in ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={stop}>
              <Trans>配信を停止する</Trans>
            </button>
          ) : (
            <p role="status">
              <Trans>このメールアドレスへの配信はすでに停止しています。</Trans>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
