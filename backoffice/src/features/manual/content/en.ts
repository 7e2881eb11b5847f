import { ALL, HOTEL_SCREENS, type ManualSection, VIEW_AS } from './types';

export const sections: readonly ManualSection[] = [
  {
    id: 'signin',
    roles: ALL,
    title: 'Signing in and out',
    paragraphs: [
      'Sign in to the back office with the login ID and password you were given. Each role has its own sign-in page (hotel, chain, union, administrator).',
      'When you have finished, press “Log out” at the top of the menu (the drawer). Always log out on a shared computer.',
    ],
  },
  {
    id: 'drawer',
    roles: ALL,
    title: 'The menu (drawer)',
    paragraphs: [
      'The list of screens you can use (the drawer) is shown on the left. On narrow screens such as phones and tablets, press the menu button at the top left to open it; it closes when you move to another screen.',
      'The top of the drawer shows who is signed in, the kind of ID and when the sign-in expires. The language switch at the top of the page changes the language of the back office.',
      'The drawer lists only the screens that are available now. Features still in preparation are not shown.',
    ],
  },
  {
    id: 'expired',
    roles: ALL,
    title: 'When “Your login has expired” appears',
    paragraphs: [
      'After a while without activity your sign-in expires. If you then save on a screen where you were typing, a sign-in window opens over the screen.',
      'Sign in again with the same account and the save is sent again automatically. Nothing you typed is lost. If you choose “Go to the login page without saving”, what you were typing is not saved.',
      'The same window opens when someone used “Log out of all devices” or changed the password on another device.',
    ],
  },
  {
    id: 'reservations',
    roles: HOTEL_SCREENS,
    title: 'Checking reservations',
    paragraphs: [
      'Open “Reservations” to see the list of reservations, newest first. You can narrow it down by stay date, booking date, reservation number, guest name, status and more.',
      'Press a reservation number to open its details: what the guest entered, the price breakdown and the history of e-mails sent.',
      'The “Hotel memo” is for notes within the hotel and is never shown to the guest. Type it and press “Save memo”.',
      'To cancel a reservation on the hotel’s side, press “Cancel this reservation” on its details, check the cancellation fee and confirm. The guest and the hotel receive a cancellation e-mail.',
      '“Download CSV for this search” on the list saves the reservations matching the current search as a CSV file. You can choose the character encoding (Shift_JIS for Excel, or UTF-8) and the format. “Japanese (to read in Excel)” writes the headings, statuses, payment methods and the like in Japanese, and puts the guests of each room, the answers to your questions and the additional options in one cell each. Choose “Field names and codes (for other systems)” to import the file into another system. It keeps the layout other systems already read: field names and codes, with numbered columns for the guests of each room (up to 10 rooms), each answer and each additional option (up to 10 each).',
    ],
  },
  {
    id: 'account',
    roles: HOTEL_SCREENS,
    title: 'Account',
    paragraphs: [
      '“Account” shows your login ID, your name and when the password was last changed.',
      'You can register a contact e-mail address for the staff who use this login. Save it empty to remove it.',
      'To change the password, enter the current password and the new one twice (12 to 72 characters, with both letters and digits). After the change, other devices must sign in again.',
      'Press “Log out of all devices” and confirm to sign out every device signed in with this account, this screen included. Use it when the password may have leaked.',
      'When a chain or the administrator is viewing a hotel’s screens, this screen shows the account of the person signed in.',
    ],
  },
  {
    id: 'hotelinfo',
    roles: HOTEL_SCREENS,
    title: 'Hotel information',
    paragraphs: [
      '“Hotel information” edits what the guest pages, reservation e-mails, receipts and the notation under the Act on Specified Commercial Transactions show. Saved changes apply at once (on guest pages within a few minutes).',
      'There is one tab for each language chosen under “Languages offered”. Enter the hotel name, address, access, description and the legal notation per language by switching tabs. The hotel name in Japanese is required.',
      'The postcode, prefecture, map position (latitude and longitude), phone number, e-mail address, check-in and check-out times, qualified invoice registration number (T and 13 digits), bathing tax and the municipality for accommodation tax are also set on this screen.',
      'Setting “Status” to “Paused” stops new bookings. If you use a site controller, choose it here.',
      'Under the form, the change history shows when, by whom and which fields were changed.',
      'If someone else saved first, you are told that your save could not be made. Reload the screen and enter your changes again.',
    ],
  },
  {
    id: 'view-as',
    roles: VIEW_AS,
    title: 'Viewing a hotel’s back office',
    paragraphs: [
      'A chain opens a hotel’s screens from “The chain’s hotels” on its top page by choosing a hotel and pressing “Open a hotel’s administration”. The administrator opens hotel, chain and union back offices from “View other administration screens” on the top page.',
      'While you view a hotel, its name is shown at the top of the screen. You can check reservations and edit the hotel information just as the hotel itself can. The change history records the name of the person who actually made the change.',
      '“All-hotel reservation search” (“Reservation search” for the administrator) searches the reservations of all the hotels in your charge at once.',
    ],
  },
  {
    id: 'union',
    roles: ['union'],
    title: 'The union back office',
    paragraphs: [
      'From the top page of the union back office you can open the features available now. Screens for the member hotels’ information and the union’s coupons will be added to the menu as they become ready.',
    ],
  },
];
