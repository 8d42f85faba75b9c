export { z } from './zod';
export * from './http/envelope';
export * from './auth/roles';
export { MESSAGES } from './messages';
