import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const USERS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const USER_LIST_TEXTS = recordListTexts('usuarios');

export const USER_TEXTS = {
  deactivateConfirm: (name: string) =>
    `¿Desactivar al usuario ${name}? No podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato. Podrá activarlo de nuevo cuando quiera.`,
} as const;
