export { z } from './zod';
export * from './http/envelope';
export * from './auth/roles';
export { MESSAGES } from './messages';
export * from './auth/auth.schema';
export { isCommonPassword } from './auth/common-passwords';
export * from './media/media-constants';
export * from './media/media.schema';
export * from './media/media-messages';
