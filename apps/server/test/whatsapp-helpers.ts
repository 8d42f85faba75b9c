import { expect } from 'vitest';
import type { Caller } from './people-helpers';
import { eventually } from './poll';
import type { TestApp } from './test-app';

export const SECRETS = {
  accessToken: 'EAAG-token-de-prueba-9f8e7d6c5b4a',
  appSecret: 'secreto-de-app-1a2b3c4d5e6f',
  verifyToken: 'token-de-verificacion-77',
};

export const SETTINGS = {
  enabled: true,
  phoneNumberId: '1234567890',
  businessAccountId: '9876543210',
  apiVersion: 'v21.0',
  ...SECRETS,
};

/** Settings with every secret, a template for status changes, and `clientId` opted in with a phone. */
export async function configureWhatsApp(api: Caller, clientId: number, phone: string) {
  const settings = await api('PUT', '/api/whatsapp/settings', SETTINGS);
  if (settings.statusCode !== 200) throw new Error(settings.text);
  const templates = (await api('GET', '/api/whatsapp/templates')).body.data.items as {
    kind: string;
  }[];
  const saved = await api('PUT', '/api/whatsapp/templates', {
    items: templates.map((t) =>
      t.kind === 'ORDER_STATUS_CHANGED'
        ? {
            ...t,
            enabled: true,
            templateName: 'estado_pedido',
            language: 'es',
            variables: ['orderNumber', 'status'],
          }
        : t,
    ),
  });
  if (saved.statusCode !== 200) throw new Error(saved.text);
  const client = await api('PUT', '/api/client/update', { id: clientId, phone });
  if (client.statusCode !== 200) throw new Error(client.text);
  const consent = await api('PUT', '/api/whatsapp/consent', { clientId, optIn: true });
  if (consent.statusCode !== 200) throw new Error(consent.text);
}

/** Waits until the app's outbox has handed every event on (none left unprocessed). */
export const outboxDrained = (t: TestApp) =>
  expect
    .poll(
      async () =>
        (
          await t.app.db
            .selectFrom('events')
            .select('id')
            .where('processedAt', 'is', null)
            .execute()
        ).length,
      eventually,
    )
    .toBe(0);
