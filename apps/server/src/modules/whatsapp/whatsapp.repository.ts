import type { Generated, Selectable } from 'kysely';
import {
  WHATSAPP_MESSAGES as M,
  type WhatsAppMessage,
  type WhatsAppMessageListQuery,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { findPage } from '../../resource';
import { findMediaForEntities } from '../media/media.repository';
import { parseDocumentRef } from './whatsapp-documents';

export interface WhatsAppSettingsTable {
  id: number;
  enabled: number;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  apiVersion: string;
  /** Sealed (lib/secret-box.ts), as the two below. */
  verifyToken: string | null;
  accessTokenSecret: string | null;
  appSecretSecret: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface WhatsAppTemplatesTable {
  kind: string;
  enabled: number;
  templateName: string;
  language: string;
  /** JSON array of event fields. */
  variables: string;
  /** 1: the kind's document goes as the header (issue 37). */
  document: Generated<number>;
  /** JSON array of quick-reply button texts. */
  buttons: Generated<string>;
  updatedAt: string;
  updatedBy: string | null;
}

export interface WhatsAppMessagesTable {
  id: Generated<number>;
  clientId: number | null;
  eventId: number | null;
  direction: 'OUT' | 'IN';
  type: string;
  phone: string;
  templateName: string | null;
  language: string | null;
  /** JSON array of the template's values. */
  variables: string | null;
  body: string | null;
  status: string;
  wamid: string | null;
  error: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  leaseUntil: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  /** JSON of DocumentRef (whatsapp-documents.ts): the document a template carries. */
  document: Generated<string | null>;
  /** JSON array of quick-reply button texts of a template. */
  buttons: Generated<string | null>;
  /** Graph's media id of an incoming photo or PDF, until downloaded (then a `media` row). */
  mediaRef: Generated<string | null>;
}

/** Media rows of files received on WhatsApp point at their message with this type. */
export const WHATSAPP_MEDIA_ENTITY = 'WHATSAPP_MESSAGE';

declare module '../../db/schema' {
  interface Database {
    whatsappSettings: WhatsAppSettingsTable;
    whatsappTemplates: WhatsAppTemplatesTable;
    whatsappMessages: WhatsAppMessagesTable;
  }
}

export type MessageRow = Selectable<WhatsAppMessagesTable>;
export const DEFAULT_API_VERSION = 'v21.0';

/** A new outgoing message's state: queued for the sender from now on. */
export function queued(createdBy: string) {
  const at = new Date().toISOString();
  return {
    status: 'QUEUED' as const,
    wamid: null,
    error: null,
    nextAttemptAt: at,
    leaseUntil: null,
    createdAt: at,
    updatedAt: at,
    createdBy,
  };
}

export const findSettingsRow = (db: Db) =>
  db.selectFrom('whatsappSettings').selectAll().where('id', '=', 1).executeTakeFirst();

export async function saveSettingsRow(
  db: Db,
  values: Omit<WhatsAppSettingsTable, 'id'>,
): Promise<void> {
  await db
    .insertInto('whatsappSettings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export const findTemplateRows = (db: Db) =>
  db.selectFrom('whatsappTemplates').selectAll().execute();

type TemplateRow = Omit<WhatsAppTemplatesTable, 'document' | 'buttons'> & {
  document: number;
  buttons: string;
};

export async function saveTemplateRows(db: Db, rows: TemplateRow[]) {
  for (const row of rows) {
    const { enabled, templateName, language, variables, document, buttons } = row;
    const rest = {
      ...{ enabled, templateName, language, variables, document, buttons },
      ...{ updatedAt: row.updatedAt, updatedBy: row.updatedBy },
    };
    await db
      .insertInto('whatsappTemplates')
      .values(row)
      .onConflict((oc) => oc.column('kind').doUpdateSet(rest))
      .execute();
  }
}

const withClient = (db: Db) =>
  db
    .selectFrom('whatsappMessages')
    .leftJoin('clients', 'clients.id', 'whatsappMessages.clientId')
    .selectAll('whatsappMessages')
    .select('clients.name as clientName');

type JoinedRow = MessageRow & { clientName: string | null };

/** What the API answers of a message: never its wamid's internals, lease or event. */
export const toMessage = (
  row: JoinedRow,
  file: WhatsAppMessage['file'] = null,
): WhatsAppMessage => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  direction: row.direction,
  type: row.type,
  phone: row.phone,
  templateName: row.templateName,
  variables: row.variables ? (JSON.parse(row.variables) as string[]) : [],
  body: row.body,
  status: row.status,
  error: row.error,
  attempts: Number(row.attempts),
  document: parseDocumentRef(row.document)?.filename ?? (row.document ? M.documentPending : null),
  buttons: row.buttons ? (JSON.parse(row.buttons) as string[]) : [],
  file,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Each message with its received file (when downloaded and accepted). */
async function withFiles(db: Db, rows: JoinedRow[]) {
  const files = await findMediaForEntities(
    db,
    WHATSAPP_MEDIA_ENTITY,
    rows.filter((r) => r.direction === 'IN').map((r) => r.id),
  );
  return rows.map((row) => {
    const media = files.get(row.id)?.[0];
    return toMessage(
      row,
      media ? { id: media.id, fileType: media.fileType, originalName: media.originalName } : null,
    );
  });
}

export async function findMessagePage(db: Db, query: WhatsAppMessageListQuery) {
  let base = db.selectFrom('whatsappMessages');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.direction) base = base.where('direction', '=', query.direction);
  if (query.clientId) base = base.where('clientId', '=', query.clientId);
  const { rows: ids, total } = await findPage(base, base.select('id').orderBy('id', 'desc'), query);
  const rows =
    ids.length === 0
      ? []
      : await withClient(db)
          .where(
            'whatsappMessages.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('whatsappMessages.id', 'desc')
          .execute();
  return { items: await withFiles(db, rows), total };
}

export const findMessage = async (db: Db, id: number) => {
  const row = await withClient(db).where('whatsappMessages.id', '=', id).executeTakeFirst();
  return row && { row, message: (await withFiles(db, [row]))[0]! };
};

export const findConversation = async (db: Db, clientId: number) =>
  withFiles(
    db,
    (
      await withClient(db)
        .where('whatsappMessages.clientId', '=', clientId)
        .orderBy('whatsappMessages.id', 'desc')
        .limit(200)
        .execute()
    ).reverse(),
  );

/** The outgoing message each of these events made, if any: its status and why (a reminder's log). */
export const findEventMessages = async (db: Db, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? []
    : db
        .selectFrom('whatsappMessages')
        .select(['eventId', 'status', 'error'])
        .where('eventId', 'in', [...eventIds])
        .where('direction', '=', 'OUT')
        .execute();
