export * from './accounts';
export * from './auth';
export * from './inventory';
export * from './orgs';
export * from './plans';
export * from './reservations';
