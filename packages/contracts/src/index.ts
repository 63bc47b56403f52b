export * from './validation';
export * from './locales';
export * from './cookies';
export * from './messages';
export * from './common';
export * from './content';
export * from './user';
export * from './auth';
