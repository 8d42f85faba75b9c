import {
  EVENT_KINDS,
  type WhatsAppSettings,
  type WhatsAppTemplate,
  type WhatsAppTemplates,
  type UpdateWhatsAppSettingsData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import * as repo from './whatsapp.repository';

/** The settings with their secrets opened: only for talking to the Graph API, never answered. */
export type OpenSettings = {
  enabled: boolean;
  phoneNumberId: string | null;
  apiVersion: string;
  accessToken: string | null;
  appSecret: string | null;
  verifyToken: string | null;
};

export function createWhatsAppSettings({
  db,
  box,
  webhookUrl,
}: {
  db: Db;
  box: SecretBox;
  webhookUrl: string;
}) {
  const openSecret = (sealed: string | null) => (sealed ? box.open(sealed) : null);
  return {
    async get(): Promise<WhatsAppSettings> {
      const row = await repo.findSettingsRow(db);
      return {
        enabled: Boolean(row?.enabled),
        phoneNumberId: row?.phoneNumberId ?? null,
        businessAccountId: row?.businessAccountId ?? null,
        apiVersion: row?.apiVersion ?? repo.DEFAULT_API_VERSION,
        hasAccessToken: Boolean(row?.accessTokenSecret),
        hasAppSecret: Boolean(row?.appSecretSecret),
        hasVerifyToken: Boolean(row?.verifyToken),
        webhookUrl,
        updatedAt: row?.updatedAt ?? null,
      };
    },

    async open(trx: Db = db): Promise<OpenSettings> {
      const row = await repo.findSettingsRow(trx);
      return {
        enabled: Boolean(row?.enabled),
        phoneNumberId: row?.phoneNumberId ?? null,
        apiVersion: row?.apiVersion ?? repo.DEFAULT_API_VERSION,
        accessToken: openSecret(row?.accessTokenSecret ?? null),
        appSecret: openSecret(row?.appSecretSecret ?? null),
        verifyToken: openSecret(row?.verifyToken ?? null),
      };
    },

    /** A secret left out or blank keeps the stored one. */
    async save(input: UpdateWhatsAppSettingsData, actor: string): Promise<WhatsAppSettings> {
      const row = await repo.findSettingsRow(db);
      const keep = (given: string | undefined, stored: string | null | undefined) =>
        given ? box.seal(given) : (stored ?? null);
      await repo.saveSettingsRow(db, {
        enabled: input.enabled ? 1 : 0,
        phoneNumberId: input.phoneNumberId ?? null,
        businessAccountId: input.businessAccountId ?? null,
        apiVersion: input.apiVersion,
        accessTokenSecret: keep(input.accessToken, row?.accessTokenSecret),
        appSecretSecret: keep(input.appSecret, row?.appSecretSecret),
        verifyToken: keep(input.verifyToken, row?.verifyToken),
        updatedAt: new Date().toISOString(),
        updatedBy: actor,
      });
      return this.get();
    },

    /** One template per event kind (blank and off until set). */
    async templates(trx: Db = db): Promise<WhatsAppTemplates> {
      const stored = new Map((await repo.findTemplateRows(trx)).map((r) => [r.kind, r]));
      return {
        items: EVENT_KINDS.map((kind): WhatsAppTemplate => {
          const row = stored.get(kind);
          return row
            ? {
                kind,
                enabled: Boolean(row.enabled),
                templateName: row.templateName,
                language: row.language,
                variables: JSON.parse(row.variables) as WhatsAppTemplate['variables'],
                document: Boolean(row.document),
                buttons: JSON.parse(row.buttons) as string[],
              }
            : {
                kind,
                enabled: false,
                templateName: '',
                language: 'es',
                variables: [],
                document: false,
                buttons: [],
              };
        }),
      };
    },

    async saveTemplates(input: WhatsAppTemplates, actor: string): Promise<WhatsAppTemplates> {
      const updatedAt = new Date().toISOString();
      await db.transaction().execute((trx) =>
        repo.saveTemplateRows(
          trx,
          input.items.map((t) => ({
            kind: t.kind,
            enabled: t.enabled && t.templateName ? 1 : 0,
            templateName: t.templateName,
            language: t.language,
            variables: JSON.stringify(t.variables),
            document: t.document ? 1 : 0,
            buttons: JSON.stringify(t.buttons),
            updatedAt,
            updatedBy: actor,
          })),
        ),
      );
      return this.templates();
    },
  };
}

export type WhatsAppSettingsStore = ReturnType<typeof createWhatsAppSettings>;
