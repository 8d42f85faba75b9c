export { z } from './zod';
export * from './http/envelope';
export * from './auth/roles';
export * from './auth/role-labels';
export { MESSAGES } from './messages';
export * from './auth/auth.schema';
export { isCommonPassword } from './auth/common-passwords';
export * from './forms/index';
