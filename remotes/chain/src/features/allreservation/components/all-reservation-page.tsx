import { AllReservationList } from '@tomaru/ui/reservations/all-reservation-list';

/** The chain's reservation search across its hotels (`allreservation`), titled as its menu item. */
export function AllReservationPage() {
  return <AllReservationList />;
}
