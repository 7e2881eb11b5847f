export * from './accounts';
export * from './after-booking';
export * from './auth';
export * from './inventory';
export * from './members';
export * from './orgs';
export * from './plans';
export * from './reservations';
