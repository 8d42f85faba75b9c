import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M } from '@taller/shared';
import {
  codeOf,
  csvFile,
  latin1CsvFile,
  postImport,
  xlsxFile,
  type ImportUpload,
} from './import-helpers';
import { expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

type Row = { line: number; values: Record<string, string>; errors: string[] };

describe(`imports of clients (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Irene Importa');
  const { api } = ctx;
  const send = (path: string, file: ImportUpload, mapping?: object | string) =>
    postImport(ctx.t, ctx.token, path, file, mapping);
  const preview = (file: ImportUpload, mapping?: object) =>
    send('/api/client/import/preview', file, mapping);
  const runImport = (file: ImportUpload, mapping?: object) =>
    send('/api/client/import', file, mapping);
  const clientsNamed = async (q: string) =>
    (await api('GET', `/api/client?q=${encodeURIComponent(q)}&pageSize=100`)).body.data.items as {
      name: string;
      documentNumber: string;
      phone: string | null;
    }[];

  it('previews every row with its Spanish errors, and writes nothing', async () => {
    const file = csvFile([
      ['Nombre', 'CI', 'Correo', 'Celular'],
      ['Ana Prevista', '7001001', 'ana@example.com', '70000001'],
      ['', '7001002', '', ''],
      ['Beto Previsto', '7001003', 'no-es-correo', ''],
    ]);
    const data = okData(await preview(file), M.previewed(1, 2));
    expect(data.headers).toEqual(['Nombre', 'CI', 'Correo', 'Celular']);
    expect(data.mapping).toMatchObject({
      name: 'Nombre',
      documentNumber: 'CI',
      email: 'Correo',
      phone: 'Celular',
      city: null,
    });
    const rows = data.rows as Row[];
    expect(rows.map((r) => [r.line, r.errors.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, true],
    ]);
    expect(rows[0]!.values).toMatchObject({ name: 'Ana Prevista', documentNumber: '7001001' });
    expect(rows[1]!.errors.join(' ')).toMatch(/nombre/i);
    expect(rows[2]!.errors.join(' ')).toMatch(/correo/i);
    expect(await clientsNamed('Prevista')).toEqual([]);
  });

  it('imports the good rows, answers the bad ones with a CSV of them and its errors', async () => {
    const file = csvFile([
      ['Nombre', 'Documento', 'Teléfono'],
      ['Carla Buena', '7002001', '+591 70000002'],
      ['Dario Bueno', '7002002', ''],
      ['', '7002003', ''],
    ]);
    const data = okData(await runImport(file), M.imported(2, 1));
    expect(data.importId).toEqual(expect.any(Number));
    expect(data.created).toBe(2);
    expect((data.refused as Row[]).map((r) => r.line)).toEqual([4]);
    const csv = data.refusedCsv as string;
    expect(csv.startsWith('\uFEFFNombre;Documento;Teléfono;Errores\r\n')).toBe(true);
    expect(csv).toContain(';7002003;;');
    expect((await clientsNamed('Buen')).map((c) => c.name).sort()).toEqual([
      'Carla Buena',
      'Dario Bueno',
    ]);
  });

  it('finds a second import of the same file to be duplicates, and duplicates within a file', async () => {
    const file = csvFile([
      ['Nombre', 'Documento'],
      ['Elena Doble', '7003001'],
      ['Fabio Doble', '7003-002'],
      ['Fabio Otra Vez', '7003 002'],
    ]);
    const first = okData(await runImport(file), M.imported(2, 1));
    expect((first.refused as Row[])[0]!.errors).toEqual([M.repeatedInFile('Documento', 3)]);
    const second = okData(await runImport(file), M.imported(0, 3));
    expect(second.importId).toBeNull();
    expect((second.refused as Row[]).map((r) => r.errors[0])).toEqual([
      M.takenInDatabase('Documento'),
      M.takenInDatabase('Documento'),
      M.repeatedInFile('Documento', 3),
    ]);
    expect(await clientsNamed('Doble')).toHaveLength(2);
  });

  it('reads UTF-8 with a BOM and commas, and Windows-1252 with semicolons', async () => {
    const bom = csvFile(
      [
        ['Nombre', 'Documento', 'Ciudad'],
        ['Íñigo Comas', '7004001', 'Potosí'],
      ],
      ',',
      true,
    );
    okData(await runImport(bom), M.imported(1, 0));
    const latin = latin1CsvFile([
      ['Nombre', 'Documento', 'Dirección'],
      ['Begoña Ñandú', '7004002', 'Av. Arce, nº 5'],
    ]);
    const data = okData(await preview(latin), M.previewed(1, 0));
    expect(data.mapping).toMatchObject({ address: 'Dirección' });
    expect((data.rows as Row[])[0]!.values).toMatchObject({
      name: 'Begoña Ñandú',
      address: 'Av. Arce, nº 5',
    });
    okData(await runImport(latin), M.imported(1, 0));
    expect((await clientsNamed('Comas'))[0]).toMatchObject({ name: 'Íñigo Comas' });
    expect((await clientsNamed('Ñandú'))[0]).toMatchObject({ documentNumber: '7004002' });
  });

  it('reads an XLSX workbook, told by its content whatever its name', async () => {
    const file = await xlsxFile([
      ['Nombre', 'Documento', 'Teléfono'],
      ['Gina Excel', 7005001, 70000005],
      ['Hugo Excel', '7005002', ''],
    ]);
    const data = okData(await preview({ ...file, name: 'clientes.csv' }), M.previewed(2, 0));
    expect((data.rows as Row[])[0]!.values).toMatchObject({
      documentNumber: '7005001',
      phone: '70000005',
    });
    okData(await runImport(file), M.imported(2, 0));
    expect(await clientsNamed('Excel')).toHaveLength(2);
  });

  it('remembers the mapping sent, and answers it when none is sent', async () => {
    const file = csvFile([
      ['Cliente X', 'Doc X'],
      ['Ivo Mapeado', '7006001'],
    ]);
    const auto = okData(await preview(file), M.previewed(0, 1));
    expect(auto.mapping).toMatchObject({ name: null, documentNumber: null });
    const mapping = { name: 'Cliente X', documentNumber: 'Doc X' };
    okData(await preview(file, mapping), M.previewed(1, 0));
    const remembered = okData(await preview(file), M.previewed(1, 0));
    expect(remembered.mapping).toMatchObject(mapping);
  });

  it('refuses a mapping naming a field or a column that does not exist', async () => {
    const file = csvFile([
      ['Nombre', 'Documento'],
      ['Juan Raro', '7007001'],
    ]);
    expectRefused(await preview(file, { edad: 'Nombre' }), 400, M.mappingUnknownField('edad'));
    expectRefused(await preview(file, { name: 'Apodo' }), 400, M.mappingUnknownHeader('Apodo'));
    expectRefused(await send('/api/client/import/preview', file, '{no'), 400, M.mappingInvalid);
  });

  it('undoes a whole import once, and refuses a second undo', async () => {
    const file = csvFile([
      ['Nombre', 'Documento'],
      ['Karen Deshecha', '7008001'],
      ['Luis Deshecho', '7008002'],
    ]);
    const { importId } = okData(await runImport(file), M.imported(2, 0));
    expect(await clientsNamed('Deshech')).toHaveLength(2);
    okData(await api('POST', `/api/import/${importId}/undo`), M.undone(2));
    expect(await clientsNamed('Deshech')).toEqual([]);
    const again = await api('POST', `/api/import/${importId}/undo`);
    expectRefused(again, 409, M.alreadyUndone);
    expect(codeOf(again)).toBe('IMPORT_UNDONE');
    expectRefused(await api('POST', '/api/import/999999/undo'), 404, M.notFound);
    // The same file can be imported again once undone.
    okData(await runImport(file), M.imported(2, 0));
  });
  it('imports the same file twice at once: one writes, the other is refused whole', async () => {
    const file = csvFile([
      ['Nombre', 'Documento'],
      ['Mara Carrera', '7009001'],
      ['Nico Carrera', '7009002'],
    ]);
    const answers = await Promise.all([runImport(file), runImport(file)]);
    const created = answers.map((a) =>
      a.statusCode === 200 ? a.body.data.created : -a.statusCode,
    );
    // Either the second saw the first's rows (all refused) or lost the race at the unique index.
    expect(created).toContain(2);
    expect(created.filter((n) => n === 2)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectRefused(answer, 409, M.raced);
      expect(codeOf(answer)).toBe('DOCUMENT_TAKEN');
    }
    expect(await clientsNamed('Carrera')).toHaveLength(2);
  });

  it('undoes an import once when asked twice at once', async () => {
    const file = csvFile([
      ['Nombre', 'Documento'],
      ['Olga Doble Deshacer', '7010001'],
    ]);
    const { importId } = okData(await runImport(file), M.imported(1, 0));
    const answers = await Promise.all([
      api('POST', `/api/import/${importId}/undo`),
      api('POST', `/api/import/${importId}/undo`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map(codeOf)).toContain('IMPORT_UNDONE');
  });
});
