import { Trans } from '@lingui/react/macro';
import { Dashboard } from '@tomaru/ui/dashboard';
import { Icon } from '@tomaru/ui/icons';
import { LangLink } from '@tomaru/ui/lang';

/** The all-rights admin's top page, with the ways into other administrators' screens. */
export function AdminTop() {
  return (
    <Dashboard
      extra={
        <>
          <h2>
            <Trans>他の管理画面を表示</Trans>
          </h2>
          <ul className="dashboard">
            <li>
              <LangLink to="/admin/adminhotel">
                <Icon name="hotel" size={28} />
                <span>
                  <Trans>ホテル管理画面</Trans>
                </span>
              </LangLink>
            </li>
            <li>
              <LangLink to="/admin/adminchain">
                <Icon name="link" size={28} />
                <span>
                  <Trans>チェーン管理画面</Trans>
                </span>
              </LangLink>
            </li>
            <li>
              <LangLink to="/admin/adminunion">
                <Icon name="people" size={28} />
                <span>
                  <Trans>組合管理画面</Trans>
                </span>
              </LangLink>
            </li>
          </ul>
        </>
      }
    />
  );
}
