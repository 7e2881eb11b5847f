import { EntityHistory } from '../../../shared/history/entity-history';

/** The hotel's change history under the form: the shared history, whose labels name the hotel's fields. */
export function HotelHistory({ hotelId }: { hotelId: number }) {
  return <EntityHistory entity="hotel" entityId={hotelId} testId="hotel-history" />;
}
