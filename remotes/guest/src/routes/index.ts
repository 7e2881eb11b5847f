import { GUEST_PAGES } from '@tomaru/domain/pages';
import type { Lang } from '@tomaru/ui/lang';
import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, route } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { loadFeaturedHotels } from '../features/top/api/get-hotels';
import { TopPage } from '../features/top/top-page';

const MEMBER = ['member'] as const;
// The browsing pages' loaders: loaded with the first of them, like their pages (top page budget).
const loaders = () => import('./loaders');
// The after-booking and member pages: one chunk, loaded when one of them is first opened.
const afterBooking = (name: keyof typeof import('./after-booking')) =>
  lazyPage(() => import('./after-booking'), name);
// The prepayment pages (card form, return pages, failure): one chunk, loaded when one is opened.
const paymentPage = (name: keyof typeof import('./payment-pages')) =>
  lazyPage(() => import('./payment-pages'), name);
// The words of the booking and payment pages, loaded before they render (their own catalogs, not
// the guest catalog the top page loads).
const words = (group: 'booking' | 'payment', lang: Lang) =>
  import('../page-words').then((m) => m.loadPageWords(group, lang));
const paymentWords = ({ lang }: { lang: Lang }) => words('payment', lang);
const bookingWords = ({ lang }: { lang: Lang }) => words('booking', lang);
// Whether this tab has a booking to show, read with the completion page's code (top page budget).
const completed = () => import('../features/booking/model/completed');

// /bookcomplete shows a new booking; /complete shows a booking or, after a change, the change completion.
const completePage = (changes: boolean) =>
  lazyPage(
    async () => ({
      CompletePage: (await import('../features/booking/components/complete-page')).completePageFor(changes),
    }),
    'CompletePage',
  );

/**
 * The guest pages built so far, each at its path in GUEST_PAGES (the worker answers 404 for a path
 * none of them matches). A page of spec section 2 that is not listed here is a 404 until the issue
 * that builds it registers it.
 */
export const routes: readonly AnyRemoteRoute[] = [
  // The top page reads through no query cache: TanStack Query stays out of its 150 KB (decision 030).
  // Its loader reads the hotels with plain api() and hands them to the page.
  route({ path: GUEST_PAGES.top, component: TopPage, loader: loadFeaturedHotels, withoutQueryCache: true }),
  // Browsing: hotels, plans, rooms and stock. Their code loads when first shown (top page budget).
  {
    path: GUEST_PAGES.hotelList,
    component: lazyPage(() => import('../features/hotel-list/hotel-list-page'), 'HotelListPage'),
    loader: async (context) => (await loaders()).loadHotelList(context),
  },
  {
    path: GUEST_PAGES.searchPlanList,
    component: lazyPage(() => import('../features/search/search-plan-list-page'), 'SearchPlanListPage'),
    loader: async (context) => (await loaders()).loadSearch(context),
  },
  {
    path: GUEST_PAGES.planList,
    component: lazyPage(() => import('../features/plan-list/plan-list-page'), 'PlanListPage'),
    loader: async (context) => (await loaders()).loadPlanList(context),
  },
  {
    path: GUEST_PAGES.hotel,
    component: lazyPage(() => import('./hotel-page'), 'HotelPage'),
    hotelParam: 'id',
    loader: async (context) => (await loaders()).loadHotelPage(context),
  },
  {
    path: GUEST_PAGES.secretPlan,
    component: lazyPage(() => import('../features/secret-plan/secret-plan-page'), 'SecretPlanPage'),
    hotelParam: 'id',
    valid: async (params) =>
      (await import('../features/secret-plan/api/check-secret-plan')).secretPlanExists(
        params.id ?? '',
        params.url ?? '',
      ),
  },
  // The reservation flow and its completion page (the latter only for a booking made in this tab).
  {
    path: GUEST_PAGES.book,
    component: lazyPage(() => import('../features/booking/components/booking-page'), 'BookingPage'),
    hotelParam: 'id',
    // Loaded with the page's code, not with this list: the top page stays without TanStack Query.
    loader: async (context) => {
      await bookingWords(context);
      return (await import('../features/booking/api/prefetch')).prefetchBookingPage(context);
    },
  },
  {
    path: GUEST_PAGES.bookComplete,
    component: completePage(false),
    valid: async () => (await completed()).hasCompletedBooking(),
    loader: bookingWords,
  },
  {
    path: GUEST_PAGES.complete,
    component: completePage(true),
    valid: async () => (await completed()).hasCompletion(),
    loader: bookingWords,
  },
  // The change of a reservation: the same three steps, filled with it.
  {
    path: GUEST_PAGES.updateReserve,
    component: lazyPage(() => import('../features/booking/components/change-page'), 'ChangePage'),
    loader: bookingWords,
  },
  // Prepayment: the card form, the providers' return pages, and the page of a payment that failed.
  { path: GUEST_PAGES.payment, component: paymentPage('PaymentRoute'), loader: paymentWords },
  { path: GUEST_PAGES.epsilonCallback, component: paymentPage('PaymentCallbackRoute'), loader: paymentWords },
  { path: GUEST_PAGES.paymentCallback, component: paymentPage('PaymentCallbackRoute'), loader: paymentWords },
  { path: GUEST_PAGES.epsilonPayment, component: paymentPage('EpsilonPaymentRoute'), loader: paymentWords },
  { path: GUEST_PAGES.failPayment, component: paymentPage('FailPaymentRoute'), loader: paymentWords },
  // After booking: lookup, detail with cancel, receipts.
  { path: GUEST_PAGES.checkBooking, component: afterBooking('CheckBookingRoute') },
  { path: GUEST_PAGES.checkReserveIndex, component: afterBooking('CheckReserveIndexRoute') },
  { path: GUEST_PAGES.checkReserve, component: afterBooking('CheckReserveRoute') },
  { path: GUEST_PAGES.receipt, component: afterBooking('ReceiptRoute') },
  { path: GUEST_PAGES.print, component: afterBooking('PrintRoute'), layout: 'bare' },
  // Members.
  { path: GUEST_PAGES.register, component: afterBooking('RegisterRoute') },
  { path: GUEST_PAGES.authInfo, component: afterBooking('AuthInfoRoute') },
  { path: GUEST_PAGES.resetPassword, component: afterBooking('ResetPasswordRoute') },
  { path: GUEST_PAGES.changePassword, component: afterBooking('ChangePasswordRoute'), middleware: MEMBER },
  { path: GUEST_PAGES.myPage, component: afterBooking('MyPageRoute'), middleware: MEMBER },
  {
    path: GUEST_PAGES.myPageChangePassword,
    component: afterBooking('ChangePasswordRoute'),
    middleware: MEMBER,
  },
  { path: GUEST_PAGES.myPageUserInfo, component: afterBooking('UserInfoRoute'), middleware: MEMBER },
  {
    path: GUEST_PAGES.myPageUpdateComplete,
    component: afterBooking('UpdateCompleteRoute'),
    middleware: MEMBER,
  },
  { path: GUEST_PAGES.userInfo42, component: afterBooking('UserInfoRoute'), middleware: MEMBER },
  { path: GUEST_PAGES.requestOpenDm, component: afterBooking('RequestOpenDmRoute'), middleware: MEMBER },
  { path: GUEST_PAGES.unsubscribe, component: afterBooking('UnsubscribeRoute') },
];

export { loadCatalog };
