import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { CONTROLLER_LABELS } from '@tomaru/ui/labels/controller';
import { hotelSettingsQuery } from '../api/rooms';

/**
 * On the stock screens: when the hotel's stock is linked to a site controller, that system owns the
 * stock, and what is set here may be overwritten by it (the link itself is a later issue).
 */
export function ControllerNotice() {
  const { i18n } = useLingui();
  const { viewer, entityId } = useBackOffice();
  const { data: hotel } = useQuery(hotelSettingsQuery(viewer, entityId));
  if (!hotel || hotel.controller === 'none') return null;
  const name = i18n._(CONTROLLER_LABELS[hotel.controller]);
  return (
    <p className="rooms-notice" role="note" data-testid="controller-notice">
      <Trans>
        このホテルの在庫はサイトコントローラー「{name}」が管理しています。ここで変更しても、{name}
        の在庫で上書きされることがあります。
      </Trans>
    </p>
  );
}
