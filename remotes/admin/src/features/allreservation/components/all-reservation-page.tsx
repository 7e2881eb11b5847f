import { AllReservationList } from '@tomaru/ui/reservations/all-reservation-list';

/** The admin's reservation search across every hotel (`allreservation`), titled as its menu item. */
export function AllReservationPage() {
  return <AllReservationList />;
}
