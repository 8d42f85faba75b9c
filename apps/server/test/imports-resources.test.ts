import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M, IMPORT_ROWS_MAX } from '@taller/shared';
import { codeOf, csvFile, postImport, type ImportUpload } from './import-helpers';
import { move, stockOf } from './material-helpers';
import { creator, expectRefused, okData, signedInCaller } from './people-helpers';
import { authHeader, loginAs } from './auth-helpers';
import { testDialect } from './test-app';

type Row = { line: number; errors: string[] };

describe(`imports of institutions, products and materials (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Olga Importa');
  const { api } = ctx;
  const send = (path: string, file: ImportUpload, mapping?: object) =>
    postImport(ctx.t, ctx.token, path, file, mapping);
  const undo = (importId: number) => api('POST', `/api/import/${importId}/undo`);

  it('imports institutions by type label, unique by name; undo is refused once a client belongs to one', async () => {
    const file = csvFile([
      ['Nombre', 'Tipo', 'Ciudad'],
      ['Colegio Importado Sur', 'colegio', 'La Paz'],
      ['Universidad Importada', 'Universidad', ''],
      ['Instituto Raro', 'Club', ''],
      ['colegio importado SUR', 'Colegio', ''],
    ]);
    const data = okData(await send('/api/institution/import', file), M.imported(2, 2));
    const refused = data.refused as Row[];
    expect(refused[0]!.errors[0]).toBe(
      M.kindUnknown('Club', 'Colegio, Universidad, Empresa, Otro'),
    );
    expect(refused[1]!.errors).toEqual([M.repeatedInFile('Nombre', 2)]);
    const list = await api('GET', '/api/institution?q=Importad&pageSize=10');
    const school = (list.body.data.items as { id: number; name: string }[]).find(
      (i) => i.name === 'Colegio Importado Sur',
    )!;
    const client = await creator(
      api,
      '/api/client/create',
    )({
      name: 'Pablo Inscrito',
      documentNumber: '7100001',
      institutionId: school.id,
    });
    const refusedUndo = await undo(data.importId);
    expectRefused(refusedUndo, 409, M.inUse('clientes (1)'));
    expect(codeOf(refusedUndo)).toBe('IN_USE');
    // Nothing was removed, and once the client is gone from the institution the undo goes.
    expect((await api('GET', '/api/institution?q=Importad')).body.data.total).toBe(2);
    await api('PUT', '/api/client/update', { id: client.id, institutionId: null });
    okData(await undo(data.importId), M.undone(2));
    expect((await api('GET', '/api/institution?q=Importad')).body.data.total).toBe(0);
  });

  it('imports products with their size chart by name, and refuses an unknown chart', async () => {
    await creator(
      api,
      '/api/size-chart/create',
    )({
      name: 'Escolar Importación',
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
        { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
      ],
    });
    const file = csvFile([
      ['Código', 'Nombre', 'Tipo', 'Precio', 'Tabla de tallas'],
      ['IMP-POL', 'Polera importada', 'Prenda', '85,50', 'escolar importación'],
      ['IMP-GOR', 'Gorra importada', 'Accesorio', '20', ''],
      ['IMP-X', 'Sin tabla', 'Prenda', '10', 'No existe'],
      ['IMP-Y', 'Precio malo', 'Prenda', 'diez', ''],
    ]);
    const data = okData(await send('/api/product/import', file), M.imported(2, 2));
    expect((data.refused as Row[]).map((r) => r.errors)).toEqual([
      [M.sizeChartUnknown('No existe')],
      [M.priceInvalid('diez')],
    ]);
    const list = await api('GET', '/api/product?q=IMP-POL');
    const polo = list.body.data.items[0];
    expect(polo).toMatchObject({ code: 'IMP-POL', priceCents: 8550, kind: 'GARMENT' });
    expect(polo.sizes.map((s: { name: string }) => s.name)).toEqual(['S', 'M']);
    okData(await undo(data.importId), M.undone(2));
    expect((await api('GET', '/api/product?q=IMP-')).body.data.total).toBe(0);
  });

  it('imports materials with their opening stock as a ledger entry; undo refused once stock moved', async () => {
    const file = csvFile([
      ['Código', 'Nombre', 'Unidad', 'Stock mínimo', 'Stock inicial', 'Costo unitario'],
      ['IMP-TELA', 'Tela importada', 'm', '10', '120,5', '12,50'],
      ['IMP-HILO', 'Hilo importado', 'cono', '', '', ''],
      ['IMP-MALO', 'Stock malo', 'm', '', 'mucho', 'caro'],
    ]);
    const data = okData(await send('/api/material/import', file), M.imported(2, 1));
    expect((data.refused as Row[])[0]!.errors).toEqual([
      M.quantityInvalid('Stock inicial', 'mucho'),
      M.costInvalid('caro'),
    ]);
    const list = await api('GET', '/api/material?q=IMP-TELA');
    const cloth = list.body.data.items[0] as { id: number; stock: number; minStock: number };
    // 120.5 m at Bs 12.50: the opening stock is valued from the start (decision 026).
    expect(cloth).toMatchObject({ stock: 120.5, minStock: 10, valueCents: 150_625 });
    const ledger = await api('GET', `/api/material/${cloth.id}/movements`);
    expect(ledger.body.data.items).toMatchObject([
      { type: 'IN', quantity: 120.5, unitCostCents: 1250, valueCents: 150_625 },
    ]);
    await move(api, { type: 'OUT', materialId: cloth.id, quantity: 5 });
    expect(await stockOf(api, cloth.id)).toBe(115.5);
    expectRefused(await undo(data.importId), 409, M.inUse('movimientos de stock (1)'));
    expect((await api('GET', '/api/material?q=IMP-')).body.data.total).toBe(2);
  });

  it('undoes materials with their opening entries while nothing else moved them', async () => {
    const file = csvFile([
      ['Código', 'Nombre', 'Unidad', 'Stock inicial'],
      ['IMP-BOT', 'Botón importado', 'u', '500'],
    ]);
    const data = okData(await send('/api/material/import', file), M.imported(1, 0));
    okData(await undo(data.importId), M.undone(1));
    expect((await api('GET', '/api/material?q=IMP-BOT')).body.data.total).toBe(0);
  });

  it('refuses files too large, with too many rows, unreadable or old .xls, in Spanish', async () => {
    const path = '/api/client/import/preview';
    const header = 'Nombre;Documento\r\n';
    const many = header + 'Ana;1\r\n'.repeat(IMPORT_ROWS_MAX + 1);
    const tooMany = await send(path, { name: 'a.csv', content: Buffer.from(many) });
    expectRefused(tooMany, 400, M.tooManyRows(IMPORT_ROWS_MAX));
    expect(codeOf(tooMany)).toBe('IMPORT_TOO_MANY_ROWS');
    const big = await send(path, { name: 'a.csv', content: Buffer.alloc(6 * 1024 * 1024, 65) });
    expectRefused(big, 413, M.fileTooLarge(5));
    const binary = await send(path, { name: 'a.csv', content: Buffer.from([1, 0, 2, 0, 3]) });
    expectRefused(binary, 400, M.unreadable);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expectRefused(await send(path, { name: 'a.xls', content: xls }), 400, M.xlsOld);
    const zip = Buffer.from('PK\x03\x04not really a zip');
    expectRefused(await send(path, { name: 'a.xlsx', content: zip }), 400, M.unreadable);
    expectRefused(
      await send(path, { name: 'a.csv', content: Buffer.from('Nombre;Documento\r\n') }),
      400,
      M.emptyFile,
    );
  });

  it('answers a form without its boundary with a Spanish 400, not a 500 (fuzzer finding)', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/product/import',
      headers: { ...authHeader(ctx.token), 'content-type': 'multipart/form-data' },
      payload: Buffer.from('--límite--\r\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MALFORMED_UPLOAD');
  });

  it('refuses a client (a CLIENTE account) as the create calls do', async () => {
    const session = await loginAs(ctx.t, 'CLIENTE', 'Quique Cliente');
    const file = csvFile([
      ['Nombre', 'Documento'],
      ['Rita', '7200001'],
    ]);
    const res = await postImport(ctx.t, session.token, '/api/client/import', file);
    expect(res.statusCode).toBe(403);
  });
});
