import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { memberKeys } from '../../../api/members';
import { useUserReservations } from '../api/get-user-reservations';
import { ReservationList } from './reservation-list';

/** The member's reservations, upcoming (soonest first) and past. */
function MemberReservationsSection() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { data, error } = useUserReservations();
  if (error)
    return (
      <p className="form__failure" role="alert">
        {errorText(error)}
      </p>
    );
  if (!data)
    return (
      <p role="status">
        <Trans>読み込み中…</Trans>
      </p>
    );
  return (
    <>
      <section aria-labelledby="mypage-upcoming">
        <h2 id="mypage-upcoming">
          <Trans>今後のご予約</Trans>
        </h2>
        <ReservationList items={data.upcoming} empty={t`今後のご予約はありません。`} />
      </section>
      <section aria-labelledby="mypage-past">
        <h2 id="mypage-past">
          <Trans>過去・キャンセルしたご予約</Trans>
        </h2>
        <ReservationList items={data.past} empty={t`過去のご予約はありません。`} />
      </section>
    </>
  );
}

/** /mypage (members only): reservations and the member's settings. */
export function MyPage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = t`マイページ`;
  usePageTitle(title);
  return (
    <div className="center-box">
      <h1>{title}</h1>
      <MemberReservationsSection />
      <section aria-labelledby="mypage-settings">
        <h2 id="mypage-settings">
          <Trans>会員情報</Trans>
        </h2>
        <ul className="link-list">
          <li>
            <LangLink to="/mypage/userinfo">
              <Trans>会員情報の変更</Trans>
            </LangLink>
          </li>
          <li>
            <LangLink to="/mypage/changepassword">
              <Trans>パスワードの変更</Trans>
            </LangLink>
          </li>
          <li>
            <LangLink to="/requestopendm">
              <Trans>メールマガジンの配信設定</Trans>
            </LangLink>
          </li>
        </ul>
        <button
          type="button"
          className="button"
          onClick={async () => {
            await logout('user');
            // The next visitor of this tab must not see this member's profile from the cache.
            queryClient.removeQueries({ queryKey: memberKeys.all });
            await navigate({ href: langPath(lang, '/') });
          }}
        >
          <Trans>ログアウト</Trans>
        </button>
      </section>
    </div>
  );
}

/** /checkreserve without an id, for a signed-in member: their reservations. */
export function MemberReservationsPage() {
  const { t } = useLingui();
  const title = t`予約内容の確認`;
  usePageTitle(title);
  return (
    <div className="center-box">
      <h1>{title}</h1>
      <MemberReservationsSection />
      <p>
        <LangLink to="/checkbooking">
          <Trans>予約番号とメールアドレスで確認する</Trans>
        </LangLink>
      </p>
    </div>
  );
}
