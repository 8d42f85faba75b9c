import type { Client, CreateClientData } from '@taller/shared';
import * as stamps from '../../lib/audit-stamps';
import { orNull } from '../../lib/partial';
import { documentKey, searchText, textKey } from '../../lib/text-key';
import type { ClientRow } from './client.repository';

/** The fields of a client as the forms send them (no 'createAccess'). */
export type ClientFields = Omit<CreateClientData, 'createAccess' | 'remindersPaused'> & {
  /** As sent (a boolean) or as stored (0/1). */
  remindersPaused?: boolean | number;
};

/** What the API shows of a client: its institution's name and its account, no internal keys. */
export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  documentNumber: row.documentNumber,
  email: row.email,
  phone: row.phone,
  city: row.city,
  address: row.address,
  institutionId: row.institutionId,
  institution:
    row.institutionId && row.institutionName
      ? { id: row.institutionId, name: row.institutionName }
      : null,
  notes: row.notes,
  status: row.status,
  remindersPaused: Boolean(Number(row.remindersPaused)),
  account:
    row.accountId && row.accountEmail && row.accountStatus
      ? {
          userId: row.accountId,
          email: row.accountEmail,
          status: row.accountStatus,
          lastLoginAt: row.accountLastLoginAt,
          hasPassword: Boolean(row.accountHasPassword),
        }
      : null,
  ...stamps.shown(row),
});

/** The stored columns for a client's fields, keys included. */
export const columns = (f: ClientFields) => ({
  name: f.name,
  nameKey: textKey(f.name),
  documentNumber: f.documentNumber,
  documentKey: documentKey(f.documentNumber),
  ...orNull(f, ['email', 'phone', 'city', 'address', 'institutionId', 'notes']),
  remindersPaused: Number(f.remindersPaused ?? 0) ? 1 : 0,
  searchText: searchText({
    texts: [f.name, f.documentNumber, documentKey(f.documentNumber), f.email, f.city],
    phones: [f.phone],
  }),
});
