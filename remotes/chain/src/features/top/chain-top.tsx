import { Trans } from '@lingui/react/macro';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { Dashboard } from '@tomaru/ui/dashboard';
import { Icon } from '@tomaru/ui/icons';
import { LangLink } from '@tomaru/ui/lang';

/** The chain's top page; a chain user may also open its hotels' screens. */
export function ChainTop() {
  const { viewer } = useBackOffice();
  return (
    <Dashboard
      extra={
        viewer === 'chain' ? (
          <>
            <h2>
              <Trans>チェーンのホテル</Trans>
            </h2>
            <ul className="dashboard">
              <li>
                <LangLink to="/admin/chainhotel">
                  <Icon name="hotel" size={28} />
                  <span>
                    <Trans>ホテル管理画面を表示</Trans>
                  </span>
                </LangLink>
              </li>
            </ul>
          </>
        ) : null
      }
    />
  );
}
