import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '@taller/shared';
import { loginAs } from './auth-helpers';
import { signedWebhook } from './fake-graph';
import { caller, okData } from './people-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { SECRETS, SETTINGS } from './whatsapp-helpers';

/**
 * Issue 32, finding 7: a signed webhook whose message carried `"timestamp":"1e20"` answered 500,
 * and Meta's whole batch was lost. Each message of a batch is now stored on its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const director = caller(t, (await loginAs(t, 'DIRECTOR')).token);
  okData(await director('PUT', '/api/whatsapp/settings', SETTINGS), M.settingsSaved);
});
afterAll(() => t.close());

/** One signed webhook with these incoming text messages, in one change. */
const post = (messages: { id: string; timestamp: unknown; text: string }[]) => {
  const signed = signedWebhook(
    {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messages: messages.map((m) => ({
                  from: '59171111111',
                  id: m.id,
                  timestamp: m.timestamp,
                  type: 'text',
                  text: { body: m.text },
                })),
              },
            },
          ],
        },
      ],
    },
    SECRETS.appSecret,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload: signed.payload,
    headers: signed.headers,
  });
};

const stored = (wamids: string[]) =>
  t.app.db
    .selectFrom('whatsappMessages')
    .select(['wamid', 'body', 'createdAt'])
    .where('wamid', 'in', wamids)
    .orderBy('id')
    .execute();

describe(`WhatsApp webhook: each message on its own (${testDialect})`, () => {
  it('stores a message with an absurd or future time at now, beside a good one', async () => {
    const hourAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);
    const bad = ['1e20', '-5', 'ayer', '', 1e20, null, String(2 ** 40)];
    const messages = [
      ...bad.map((timestamp, i) => ({ id: `wamid.bad-${i}`, timestamp, text: `Malo ${i}` })),
      { id: 'wamid.good', timestamp: String(hourAgo.getTime() / 1000), text: 'Bueno' },
    ];
    const before = Date.now();
    const res = await post(messages);
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ statuses: 0, received: messages.length });

    const rows = await stored(messages.map((m) => m.id));
    expect(rows.map((r) => [r.wamid, r.body])).toEqual(messages.map((m) => [m.id, m.text]));
    for (const row of rows.slice(0, bad.length)) {
      const at = new Date(row.createdAt).getTime();
      expect(at, row.wamid!).toBeGreaterThanOrEqual(before);
      expect(at, row.wamid!).toBeLessThanOrEqual(after);
    }
    expect(new Date(rows.at(-1)!.createdAt).toISOString()).toBe(hourAgo.toISOString());
  });

  it('stores a text with a NUL (PostgreSQL cannot) with the character visibly replaced', async () => {
    const res = await post([
      { id: 'wamid.nul', timestamp: '1767225600', text: 'Hola\u0000mundo\u0007\n¿listo?' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(['wamid.nul']))[0]?.body).toBe('Hola\uFFFDmundo\uFFFD\n¿listo?');
  });

  it('logs and skips a message that cannot be stored; the others are stored', async () => {
    // The database refuses one message, as it would refuse a row breaking a constraint.
    if (testDialect === 'postgres') {
      await sql`CREATE FUNCTION refuse_poison() RETURNS trigger AS $$
        BEGIN
          IF NEW.wamid = 'wamid.poison' THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`.execute(t.app.db);
      await sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON whatsapp_messages
        FOR EACH ROW EXECUTE FUNCTION refuse_poison()`.execute(t.app.db);
    } else {
      await sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON whatsapp_messages
        WHEN NEW.wamid = 'wamid.poison'
        BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(t.app.db);
    }
    const res = await post([
      { id: 'wamid.before', timestamp: '1767225600', text: 'Antes' },
      { id: 'wamid.poison', timestamp: '1767225600', text: 'Veneno' },
      { id: 'wamid.after', timestamp: '1767225600', text: 'Después' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ statuses: 0, received: 2 });
    const rows = await stored(['wamid.before', 'wamid.poison', 'wamid.after']);
    expect(rows.map((r) => r.wamid)).toEqual(['wamid.before', 'wamid.after']);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        wamid: 'wamid.poison',
        msg: 'webhook: one item not stored',
      }),
    );
  });
});
