/** Enumerations of the product specification (section 3 and 9). */
export const STAFF_TYPES = ['admin', 'chain', 'hotel', 'union'] as const;
export type StaffType = (typeof STAFF_TYPES)[number];

/** Every kind of signed-in user: the four back-office kinds and the member (`user`). */
export const USER_TYPES = [...STAFF_TYPES, 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const GENDERS = ['man', 'woman', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PHONE_TYPES = ['cellphone', 'home', 'work'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const MEAL_TYPES = ['breakfast', 'dinner', 'breakfast_n_dinner', 'nothing', 'other'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** How a plan may be paid: prepayment only, both, or at the hotel only. */
export const PAYMENT_MODES = ['prepayment', 'both', 'local'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_METHODS = ['local', 'card', 'epsilon', 'jtb'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);
/** The methods paid before the stay, at a provider: card (the hotel's gateway), Epsilon, JTB. */
export const PREPAID_METHODS = ['card', 'epsilon', 'jtb'] as const;
export type PrepaidMethod = (typeof PREPAID_METHODS)[number];
export const isPrepaidMethod = (value: unknown): value is PrepaidMethod =>
  (PREPAID_METHODS as readonly unknown[]).includes(value);

export const COUPON_KINDS = ['open', 'closed', 'combined'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const MAX_OPEN_COUPONS_IN_COMBINED = 3;

export const RESERVATION_STATUSES = [
  'booking',
  'modified_canceled',
  'canceled',
  'payment_processing',
  'payment_canceled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const isReservationStatus = (value: string): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(value);

export const HOTEL_STATUSES = ['normal', 'pause'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];

export const CONTROLLERS = ['none', 'neppan', 'rakutsu', 'lincoln', 'temairazu'] as const;
export type Controller = (typeof CONTROLLERS)[number];

export const CHILD_TYPE_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export type ChildTypeNumber = (typeof CHILD_TYPE_NUMBERS)[number];

/** Token lifetimes in seconds (spec section 4 and 9). */
export const ACCESS_TOKEN_TTL = 1800;
export const REFRESH_TOKEN_TTL = 43200;
