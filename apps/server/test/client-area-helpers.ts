import { createUser, login } from './auth-helpers';
import { caller, creator, type Caller } from './people-helpers';
import type { TestApp } from './test-app';

/**
 * A client record with its own CLIENTE account, signed in: `api` calls as that client. The
 * account is linked the way 'Crear acceso' links it (clients.user_id), without the mail.
 */
export async function signedInClient(t: TestApp, staff: Caller, name: string) {
  const client = await creator(
    staff,
    '/api/client/create',
  )({ name, documentNumber: `DOC-${name.replace(/\W/g, '')}` });
  const user = await createUser(t, { role: 'CLIENTE', name });
  await t.app.db
    .updateTable('clients')
    .set({ userId: user.id })
    .where('id', '=', client.id as number)
    .execute();
  const session = await login(t, user.email, user.password);
  return { client, user, token: session.token, api: caller(t, session.token) };
}

export type SignedInClient = Awaited<ReturnType<typeof signedInClient>>;
