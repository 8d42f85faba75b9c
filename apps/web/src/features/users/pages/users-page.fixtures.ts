import type { User } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { MADE_BY_ANA, pagedAnswer, recordMaker } from '../../../test/fake-trashable';

export const makeUser = recordMaker<User>(100, (id) => ({
  name: `Usuario ${id}`,
  email: `u${id}@taller.bo`,
  phone: null,
  role: 'ADMIN',
  status: 'ACTIVE',
  lastLoginAt: null,
  ...MADE_BY_ANA,
}));

export const ME = makeUser({ name: 'Ana Directora', email: 'ana@taller.bo', role: 'DIRECTOR' });

/** Signs ME in as far as the page can tell (the stored user). */
export const signInAs = (user: Pick<User, 'id' | 'name' | 'email' | 'role'>) =>
  localStorage.setItem('user', JSON.stringify(user));

/**
 * A fake of the user endpoints that pages the given accounts as the server would (20 a page)
 * and answers each change with the server's messages; `answers` overrides a route.
 */
export function fakeUsersServer(users: User[], answers: Record<string, FakeAnswer> = {}) {
  const state = { users: [...users] };
  const byId = (id: string) => state.users.find((u) => u.id === Number(id));
  return fakeApi({
    'GET /api/user?*': ({ query }) => answers.list ?? pagedAnswer(state.users, query),
    'GET /api/user/:id': ({ params }) => ({ data: byId(params.id!) }),
    'POST /api/user/create': ({ body }) =>
      answers.create ?? {
        message: 'Usuario creado. Se ha enviado una invitación por correo.',
        data: makeUser(body as Partial<User>),
      },
    'PUT /api/user/update': ({ body }) => {
      if (answers.update) return answers.update;
      const input = body as Partial<User> & { id: number };
      const user = { ...byId(String(input.id))!, ...input };
      state.users = state.users.map((u) => (u.id === user.id ? user : u));
      return { message: 'Usuario actualizado exitosamente', data: user };
    },
    'DELETE /api/user/delete/:id': ({ params }) => {
      const user = { ...byId(params.id!)!, deletedAt: '2025-02-01T09:00:00.000Z' };
      state.users = state.users.map((u) => (u.id === user.id ? user : u));
      return { message: 'Usuario eliminado exitosamente', data: user };
    },
    'POST /api/user/restore/:id': ({ params }) => {
      const user = { ...byId(params.id!)!, deletedAt: null };
      state.users = state.users.map((u) => (u.id === user.id ? user : u));
      return { message: 'Usuario restaurado exitosamente', data: user };
    },
    'POST /api/user/:id/reset-password': ({ params }) =>
      answers.link ?? {
        message: 'Se ha enviado un enlace para restablecer la contraseña',
        data: byId(params.id!),
      },
  });
}
