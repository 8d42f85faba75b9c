import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const CLIENTS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const CLIENT_LIST_TEXTS = recordListTexts('clientes');

export const CLIENT_TEXTS = {
  /** Says what deactivating does: the client's portal access ends, sessions included. */
  deactivateConfirm: (client: { name: string; account: unknown }) =>
    client.account
      ? `¿Desactivar al cliente ${client.name}? Su acceso al portal quedará desactivado y sus sesiones abiertas se cerrarán de inmediato. Podrá activarlo de nuevo cuando quiera.`
      : `¿Desactivar al cliente ${client.name}? Quedará como inactivo. Podrá activarlo de nuevo cuando quiera.`,
} as const;
