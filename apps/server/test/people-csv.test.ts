import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  creator,
  caller,
  expectRefused,
  failure,
  signedInCaller,
} from './people-helpers';
import { testDialect } from './test-app';

/** Splits our CSV (';', CRLF, "" quoting) back into rows, to check what a spreadsheet reads. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ';') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

/** The rows of a CSV answer, its byte-order mark left out. */
const csvRows = (res: Answer) => parseCsv(res.text.slice(1));

/**
 * Expects a CSV download named `<name>-YYYY-MM-DD.csv`: a 200 of UTF-8 text/csv that starts with
 * a byte-order mark and is not cached; answers its rows.
 */
function csvDownload(res: Answer, name: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.text.startsWith('\uFEFF')).toBe(true);
  return csvRows(res);
}

describe(`CSV exports (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;
  const createClient = creator(api, '/api/client/create');
  const createInstitution = creator(api, '/api/institution/create');
  beforeAll(async () => {
    const school = await createInstitution({
      name: 'Colegio Ñandú',
      type: 'COLEGIO',
      city: 'La Paz',
      contactPhone: '70011122',
    });
    await api('POST', '/api/institution/create', { name: 'Empresa Beta', type: 'EMPRESA' });
    await api('POST', '/api/client/create', {
      name: 'Ana Pérez',
      documentNumber: '111',
      phone: '70012345',
      institutionId: school.id,
      address: 'Calle "Bolívar"; #12',
      notes: '=HYPERLINK("http://malo.test","clic")',
    });
    await api('POST', '/api/client/create', {
      name: 'Bruno Díaz',
      documentNumber: '222',
      notes: '@SUM(A1:A2)\nsegunda línea',
    });
    const inactive = await createClient({
      name: 'Carla Inactiva',
      documentNumber: '333',
      notes: '-2+3',
    });
    await api('PUT', '/api/client/update', { id: inactive.id, status: 'INACTIVE' });
  });

  it('exports the clients as a UTF-8 CSV with BOM, ";" separated, as a download', async () => {
    const res = await api('GET', '/api/client/export.csv');
    const rows = csvDownload(res, 'clientes');
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Documento',
      'Correo',
      'Teléfono',
      'Ciudad',
      'Dirección',
      'Institución',
      'Notas',
      'Estado',
      'Acceso',
      'Creado por',
      'Fecha de creación',
      'Actualizado por',
      'Fecha de actualización',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Ana Pérez', 'Bruno Díaz', 'Carla Inactiva']);
    const ana = rows[1]!;
    // Quotes and separators survive; formulas and phones starting with '+' are defused with "'".
    expect(ana.slice(2, 11)).toEqual([
      '111',
      '',
      "'+59170012345",
      '',
      'Calle "Bolívar"; #12',
      'Colegio Ñandú',
      `'=HYPERLINK("http://malo.test","clic")`,
      'Activo',
      'No',
    ]);
    expect(ana[11]).toBe('Dora Directora');
    expect(rows[2]![8]).toBe("'@SUM(A1:A2)\nsegunda línea");
    expect(rows[3]!.slice(8, 10)).toEqual(["'-2+3", 'Inactivo']);
    expect(res.text).toContain('"Calle ""Bolívar""; #12"');
  });

  it('applies the list filters and sort', async () => {
    const res = await api('GET', '/api/client/export.csv?status=ACTIVE&sort=-name');
    expect(
      csvRows(res)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Bruno Díaz', 'Ana Pérez']);
    const searched = await api('GET', '/api/client/export.csv?q=perez');
    expect(csvRows(searched).map((r) => r[1])).toEqual(['Nombre', 'Ana Pérez']);
    const none = await api('GET', '/api/client/export.csv?q=nadie');
    expect(csvRows(none)).toHaveLength(1);
  });

  it('exports the institutions the same way', async () => {
    const rows = csvDownload(
      await api('GET', '/api/institution/export.csv?type=COLEGIO'),
      'instituciones',
    );
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Tipo',
      'Ciudad',
      'Dirección',
      'Contacto',
      'Teléfono de contacto',
      'Correo',
      'Estado',
      'Clientes',
      'Creado por',
      'Fecha de creación',
      'Actualizado por',
      'Fecha de actualización',
    ]);
    expect(rows.slice(1).map((r) => r.slice(1, 10))).toEqual([
      ['Colegio Ñandú', 'Colegio', 'La Paz', '', '', "'+59170011122", '', 'Activo', '1'],
    ]);
  });

  it('answers a bad filter with the JSON envelope, in Spanish', async () => {
    expectRefused(
      await api('GET', '/api/client/export.csv?status=X'),
      400,
      "El estado debe ser 'ACTIVE' o 'INACTIVE'",
    );
    expect(failure(await api('GET', '/api/institution/export.csv?sort=clave')).statusCode).toBe(
      400,
    );
    expect(failure(await caller(ctx.t)('GET', '/api/client/export.csv')).statusCode).toBe(401);
  });
});
