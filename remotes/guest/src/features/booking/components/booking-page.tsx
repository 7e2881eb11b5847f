import { useNavigate, useRouterState } from '@tanstack/react-router';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { BookingFlow } from './booking-flow';

/** /hotels/{id}/book: the reservation flow, opened from a plan list or a waiting-list mail. */
export function BookingPage({ params, hotel }: RemotePageProps) {
  const lang = useLang();
  const navigate = useNavigate();
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const hotelId = Number(params.id);
  return (
    <BookingFlow
      key={hotelId}
      hotelId={hotelId}
      hotel={hotel}
      lang={lang}
      search={search}
      onBooked={() => void navigate({ href: langPath(lang, '/bookcomplete') })}
    />
  );
}
