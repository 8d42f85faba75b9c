import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { loginAs, signedInApp } from './auth-helpers';
import { call, callAs, createLine } from './line-helpers';
import { testDialect } from './test-app';
import { expectDataless, expectRefused, okData } from './people-helpers';

describe(`line soft delete, trash and restore (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', 'Directora Ana');
  const api = callAs(ctx);

  const ids = (body: { data: { id: number }[] }) => body.data.map((l) => l.id);

  it('soft-deletes: stamps deletedAt/deletedBy, hides the line, lists it in the trash', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Borrable');
    const res = await api('DELETE', `/api/line/delete/${line.id}`);
    expect(okData(res, 'Línea Borrable eliminada exitosamente')).toMatchObject({
      id: line.id,
      deletedBy: 'Directora Ana',
    });
    expect(res.body.data.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(ids((await api('GET', '/api/line')).body)).not.toContain(line.id);
    expect(ids((await api('GET', '/api/line/all/active')).body)).not.toContain(line.id);
    const one = await api('GET', `/api/line/${line.id}`);
    expectRefused(one, 404, 'Línea no encontrada');

    const trash = await api('GET', '/api/line?deleted=true');
    const inTrash = trash.body.data.find((l: { id: number }) => l.id === line.id);
    expect(inTrash).toMatchObject({ name: 'Borrable', deletedBy: 'Directora Ana' });
    expect(trash.body.data.every((l: { deletedAt: string | null }) => l.deletedAt)).toBe(true);

    // The row is still there.
    const row = await ctx.t.app.db
      .selectFrom('lines')
      .select('id')
      .where('id', '=', line.id)
      .executeTakeFirst();
    expect(row?.id).toBe(line.id);
  });

  it('answers 404 to deleting, updating an unknown or already deleted line', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Dos Veces');
    await api('DELETE', `/api/line/delete/${line.id}`);
    for (const url of [`/api/line/delete/${line.id}`, '/api/line/delete/987654']) {
      const res = await api('DELETE', url);
      expectRefused(res, 404, 'Línea no encontrada', url);
    }
    const update = await api('PUT', '/api/line/update', {
      ...line,
      name: 'Zombi',
    });
    expect(update.statusCode).toBe(404);
    const bad = await api('DELETE', '/api/line/delete/abc');
    expectRefused(bad, 400, 'El identificador de la línea no es válido');
  });

  it('restores a line: back in the list, out of the trash, stamped by who restored it', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Recuperable');
    await api('DELETE', `/api/line/delete/${line.id}`);
    const restorer = await loginAs(ctx.t, 'ADMINISTRADOR', 'Admin Luis');
    const res = await call(ctx.t, restorer.token, 'POST', `/api/line/restore/${line.id}`);
    expect(okData(res, 'Línea Recuperable restaurada exitosamente')).toMatchObject({
      id: line.id,
      name: 'Recuperable',
      deletedAt: null,
      deletedBy: null,
      updatedBy: 'Admin Luis',
      createdBy: 'Directora Ana',
    });
    expect(ids((await api('GET', '/api/line')).body)).toContain(line.id);
    expect(ids((await api('GET', '/api/line?deleted=true')).body)).not.toContain(line.id);
  });

  it('answers 404 to restoring an unknown line, 409 to one that is not in the trash', async () => {
    const unknown = await api('POST', '/api/line/restore/987654');
    expectRefused(unknown, 404, 'Línea no encontrada');
    const live = await createLine(ctx.t, ctx.token, 'Viva');
    const res = await api('POST', `/api/line/restore/${live.id}`);
    expectRefused(res, 409, 'La línea no está en la papelera');
  });

  it('answers 409 when the name was taken while the line was in the trash', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Ocupada');
    await api('DELETE', `/api/line/delete/${line.id}`);
    await createLine(ctx.t, ctx.token, 'OCUPÁDA');
    const res = await api('POST', `/api/line/restore/${line.id}`);
    expectDataless(res, 409, 'Ya existe una línea con este nombre', 'NAME_TAKEN');
    expect(ids((await api('GET', '/api/line?deleted=true')).body)).toContain(line.id);
  });

  describe('what belongs to a line goes and comes back with it', () => {
    // Stands in for issue 5's models: a table of rows that belong to a line (raw SQL rows come
    // back camelCased by the CamelCasePlugin).
    beforeAll(async () => {
      await sql`create table line_children (
        id integer primary key, line_id integer not null, deleted_at text, deleted_by text
      )`.execute(ctx.t.app.db);
      ctx.t.app.lines.addDependents({
        name: 'line_children',
        softDelete: async (trx: Db, lineId, stamp) => {
          await sql`update line_children set deleted_at = ${stamp.deletedAt},
            deleted_by = ${stamp.deletedBy} where line_id = ${lineId} and deleted_at is null`.execute(
            trx,
          );
          if (lineId === failingLine) throw new Error('dependent failed');
        },
        restore: async (trx: Db, lineId, stamp) => {
          await sql`update line_children set deleted_at = null, deleted_by = null
            where line_id = ${lineId} and deleted_at = ${stamp.deletedAt}`.execute(trx);
        },
      });
    });
    let failingLine = -1;
    const children = async (lineId: number) =>
      (
        await sql<{
          id: number;
          deletedAt: string | null;
          deletedBy: string | null;
        }>`select id, deleted_at, deleted_by from line_children where line_id = ${lineId} order by id`.execute(
          ctx.t.app.db,
        )
      ).rows;

    it('deletes the children with the line’s stamp and restores only those', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Con Hijos');
      const earlier = '2001-01-01T00:00:00.000Z';
      await sql`insert into line_children (id, line_id, deleted_at, deleted_by) values
        (1, ${line.id}, null, null), (2, ${line.id}, null, null),
        (3, ${line.id}, ${earlier}, 'antes')`.execute(ctx.t.app.db);

      const deleted = (await api('DELETE', `/api/line/delete/${line.id}`)).body.data;
      const afterDelete = await children(line.id);
      expect(afterDelete.map((c) => [c.id, c.deletedAt, c.deletedBy])).toEqual([
        [1, deleted.deletedAt, 'Directora Ana'],
        [2, deleted.deletedAt, 'Directora Ana'],
        [3, earlier, 'antes'],
      ]);

      await api('POST', `/api/line/restore/${line.id}`);
      const afterRestore = await children(line.id);
      expect(afterRestore.map((c) => [c.id, c.deletedAt])).toEqual([
        [1, null],
        [2, null],
        [3, earlier],
      ]);
    });

    it('deletes nothing when a dependent fails: one transaction', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Atomica');
      await sql`insert into line_children (id, line_id) values (10, ${line.id})`.execute(
        ctx.t.app.db,
      );
      failingLine = line.id;
      const res = await api('DELETE', `/api/line/delete/${line.id}`);
      failingLine = -1;
      expect(res.statusCode).toBe(500);
      expect((await api('GET', `/api/line/${line.id}`)).statusCode).toBe(200);
      expect((await children(line.id))[0]?.deletedAt).toBeNull();
    });
  });
});
