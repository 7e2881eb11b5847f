import { useLingui } from '@lingui/react/macro';
import { useBackOffice } from '@tomaru/ui/backoffice';
import type { RemotePageProps } from '@tomaru/ui/remote';
import type { WaitingSearch } from '../waiting-search';
import { WaitingList } from './waiting-list';

/** The hotel's waiting list (`waiting`): its own hotel, or the one an admin or chain views. */
export function WaitingListPage({ search }: RemotePageProps<WaitingSearch>) {
  const { t } = useLingui();
  const { entityId, basePath } = useBackOffice();
  return (
    <WaitingList
      heading={t`キャンセル待ち一覧`}
      search={search}
      hotelId={entityId}
      listPath={`${basePath}/waiting`}
    />
  );
}

/** Admin's waiting list across every hotel (`waiting` of the admin menu), optionally one hotel. */
export function AllWaitingListPage({ search }: RemotePageProps<WaitingSearch>) {
  const { t } = useLingui();
  const { basePath } = useBackOffice();
  return (
    <WaitingList
      heading={t`キャンセル待ち一覧（全ホテル）`}
      search={search}
      listPath={`${basePath}/waiting`}
    />
  );
}
