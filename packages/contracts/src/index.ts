export * from './constants';
export * from './error-codes';
export * from './licences';
export * from './schemas/error';
export * from './schemas/notifications';
export * from './schemas/points';
export * from './schemas/session';
export * from './schemas/user';
