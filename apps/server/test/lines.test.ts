import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@taller/shared';
import { loginAs, signedInApp } from './auth-helpers';
import {
  call,
  callAs,
  createLine,
  createPayload,
  insertRawLine,
  expectStaffOnly,
  freshAudit,
} from './line-helpers';
import { testDialect } from './test-app';
import { expectDataless, expectRefused, okData } from './people-helpers';

describe(`lines API (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR', 'Directora Ana');
  const api = callAs(ctx);

  describe('POST /api/line/create', () => {
    it('stores an ACTIVE line with server-set audit fields, ignoring the client’s', async () => {
      const before = Date.now();
      const res = await api(
        'POST',
        '/api/line/create',
        createPayload('  Clásica Ñandú  ', { status: 'INACTIVE', id: 999, deletedAt: 'x' }),
      );
      const line = okData(res, 'Línea creada exitosamente');
      expect(line).toEqual({
        id: expect.any(Number),
        name: 'Clásica Ñandú',
        description: '["Primera","Segunda"]',
        color: '#336699',
        status: 'ACTIVE',
        ...freshAudit('Directora Ana'),
      });
      expect(line.id).not.toBe(999);
      expect(Date.parse(line.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('defaults the colour to #000000 and drops blank description items', async () => {
      const res = await api('POST', '/api/line/create', {
        name: 'Sin Color',
        status: 'ACTIVE',
        description: JSON.stringify(['  Roble  ', '', '   ']),
      });
      expect(res.body.data.color).toBe('#000000');
      expect(res.body.data.description).toBe('["Roble"]');
    });
  });

  describe('GET /api/line, /api/line/all/active and /api/line/:id', () => {
    it('lists the lines that are not deleted, newest first', async () => {
      const a = await createLine(ctx.t, ctx.token, 'Lista Uno');
      const b = await createLine(ctx.t, ctx.token, 'Lista Dos');
      const res = await api('GET', '/api/line');
      expect(res.statusCode).toBe(200);
      const ids = (res.body.data as { id: number }[]).map((l) => l.id);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      expect(ids).toContain(a.id);
    });

    it('lists only the active lines on /all/active', async () => {
      const on = await createLine(ctx.t, ctx.token, 'Activa Sí');
      const off = await createLine(ctx.t, ctx.token, 'Activa No');
      await api('PUT', '/api/line/update', { ...off, status: 'INACTIVE' });
      const res = await api('GET', '/api/line/all/active');
      const ids = (res.body.data as { id: number; status: string }[]).map((l) => l.id);
      expect(ids).toContain(on.id);
      expect(ids).not.toContain(off.id);
      expect(res.body.data.every((l: { status: string }) => l.status === 'ACTIVE')).toBe(true);
    });

    it('answers one line by id, 404 for an unknown one, 400 for a bad id', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Por Id');
      const found = await api('GET', `/api/line/${line.id}`);
      expect(found.statusCode).toBe(200);
      expect(found.body.data).toEqual(line);
      const missing = await api('GET', '/api/line/987654');
      expectDataless(missing, 404, 'Línea no encontrada', 'NOT_FOUND');
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
        const res = await api('GET', `/api/line/${bad}`);
        expectRefused(res, 400, 'El identificador de la línea no es válido', bad);
      }
    });

    it('rejects an unknown trash flag in Spanish', async () => {
      const res = await api('GET', '/api/line?deleted=quizas');
      expectRefused(res, 400, "El parámetro 'deleted' debe ser true o false");
    });

    it('reads descriptions older clients stored as plain text, blank or broken JSON', async () => {
      const cases: [string, string | null, string][] = [
        ['Antigua Texto', 'Madera maciza', '["Madera maciza"]'],
        ['Antigua Json', '[" Uno ","","Dos"]', '["Uno","Dos"]'],
        ['Antigua Nula', null, '[]'],
        ['Antigua Vacia', '  ', '[]'],
        ['Antigua Rota', '[sin cerrar', '["[sin cerrar"]'],
        ['Antigua Cadena', '"Una sola"', '["Una sola"]'],
      ];
      for (const [name, stored, expected] of cases) {
        const id = await insertRawLine(ctx.t, name, stored);
        const one = await api('GET', `/api/line/${id}`);
        expect(one.body.data.description, name).toBe(expected);
        const list = await api('GET', '/api/line');
        const listed = list.body.data.find((l: { id: number }) => l.id === id);
        expect(listed.description, name).toBe(expected);
      }
    });
  });

  describe('validation (same Spanish texts as the form)', () => {
    const cases: [string, object, string][] = [
      ['no name', { name: undefined }, 'El nombre es requerido'],
      ['empty name', { name: '' }, 'El nombre es requerido'],
      ['blank name', { name: '    ' }, 'El nombre es requerido'],
      [
        'symbols',
        { name: 'Línea #1!' },
        'El nombre solo puede contener letras, números y espacios.',
      ],
      ['long name', { name: 'a'.repeat(101) }, 'El nombre no puede tener más de 100 caracteres'],
      ['bad colour', { color: 'azul' }, 'El color debe tener el formato #RRGGBB'],
      ['short colour', { color: '#FFF' }, 'El color debe tener el formato #RRGGBB'],
      ['bad status', { status: 'PAUSED' }, 'El estado debe ser Activo o Inactivo'],
      ['number description', { description: 7 }, 'La descripción debe ser una lista de textos'],
      ['JSON of numbers', { description: '[1,2]' }, 'La descripción debe ser una lista de textos'],
      [
        'long item',
        { description: JSON.stringify(['x'.repeat(501)]) },
        'Cada descripción puede tener como máximo 500 caracteres',
      ],
    ];

    it.each(cases)('create: %s → 400', async (_label, change, message) => {
      const res = await api('POST', '/api/line/create', {
        ...createPayload('Valida'),
        ...change,
      });
      expectRefused(res, 400, message);
    });

    it.each([
      ...cases,
      ['no status', { status: undefined }, 'El estado es requerido'],
      ['empty status', { status: '' }, 'El estado es requerido'],
      ['no id', { id: undefined }, 'El identificador de la línea no es válido'],
      ['text id', { id: 'uno' }, 'El identificador de la línea no es válido'],
    ] as [string, object, string][])('update: %s → 400', async (_label, change, message) => {
      const line = await createLine(
        ctx.t,
        ctx.token,
        `Editable ${Math.random().toString(36).slice(2, 8)}`,
      );
      const res = await api('PUT', '/api/line/update', { ...line, ...change });
      expectRefused(res, 400, message);
    });

    it('rejects a body that is not JSON with a Spanish 400', async () => {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/line/create',
        headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El cuerpo de la petición no es un JSON válido');
    });
  });

  describe('PUT /api/line/update', () => {
    it('changes the line, stamps updatedBy/updatedAt and keeps the creation audit', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Para Editar');
      const editor = await loginAs(ctx.t, 'PRODUCER', 'Pedro Productor');
      const res = await call(ctx.t, editor.token, 'PUT', '/api/line/update', {
        id: line.id,
        name: 'Editada',
        description: JSON.stringify(['Nueva']),
        color: '#AA0000',
        status: 'INACTIVE',
        updatedAt: '1999-01-01T00:00:00.000Z',
        updatedBy: 'cliente-falso',
        createdBy: 'cliente-falso',
      });
      expect(okData(res, 'Línea actualizada exitosamente')).toMatchObject({
        id: line.id,
        name: 'Editada',
        description: '["Nueva"]',
        color: '#AA0000',
        status: 'INACTIVE',
        createdBy: 'Directora Ana',
        createdAt: line.createdAt,
        updatedBy: 'Pedro Productor',
      });
      expect(res.body.data.updatedAt > (line.createdAt as string)).toBe(true);
    });

    it('leaves colour and description as they were when they are not sent', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Parcial');
      const res = await api('PUT', '/api/line/update', {
        id: line.id,
        name: 'Parcial',
        status: 'ACTIVE',
      });
      expect(res.body.data.color).toBe('#336699');
      expect(res.body.data.description).toBe('["Primera","Segunda"]');
    });

    it('answers 404 for an unknown line', async () => {
      const res = await api('PUT', '/api/line/update', {
        id: 987654,
        name: 'Nadie',
        status: 'ACTIVE',
      });
      expectRefused(res, 404, 'Línea no encontrada');
    });
  });

  describe('roles', () => {
    it.each(STAFF_ROLES)('%s may create, read and update lines', async (role) => {
      const staff = await loginAs(ctx.t, role, `Persona ${role}`);
      const line = await createLine(ctx.t, staff.token, `Del Rol ${role}`);
      expect(line.createdBy).toBe(`Persona ${role}`);
      expect((await call(ctx.t, staff.token, 'GET', `/api/line/${line.id}`)).statusCode).toBe(200);
      const list = await call(ctx.t, staff.token, 'GET', '/api/line');
      expect(list.statusCode).toBe(200);
      const updated = await call(ctx.t, staff.token, 'PUT', '/api/line/update', {
        ...line,
        status: 'INACTIVE',
      });
      expect(updated.statusCode).toBe(200);
    });

    it('refuses CLIENTE with 403 and anonymous callers with 401 on every line route', async () => {
      const line = await createLine(ctx.t, ctx.token, 'Protegida');
      const client = await loginAs(ctx.t, 'CLIENTE');
      await expectStaffOnly(ctx.t, client.token, [
        ['GET', '/api/line'],
        ['GET', '/api/line?deleted=true'],
        ['GET', '/api/line/all/active'],
        ['GET', `/api/line/${line.id}`],
        ['POST', '/api/line/create', createPayload('Intrusa')],
        ['PUT', '/api/line/update', { ...line, name: 'Intrusa' }],
        ['DELETE', `/api/line/delete/${line.id}`],
        ['POST', `/api/line/restore/${line.id}`],
      ]);
      // Nothing the refused calls asked for happened.
      const after = await api('GET', `/api/line/${line.id}`);
      expect(after.body.data).toEqual(line);
    });
  });
});
