import writeXlsxFile from 'write-excel-file/node';
import { authHeader } from './auth-helpers';
import type { Answer } from './people-helpers';
import type { TestApp } from './test-app';

/** A file to import: its name and bytes. */
export type ImportUpload = { name: string; content: Buffer | Uint8Array };

/** A multipart body of one file in `file` and, when given, the mapping as JSON. */
export async function importForm(file: ImportUpload, mapping?: object | string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  if (mapping !== undefined) {
    form.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
  }
  const request = new Request('http://taller.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POSTs an import form to `url` as the holder of `token`; answers the parsed envelope. */
export async function postImport(
  t: TestApp,
  token: string,
  url: string,
  file: ImportUpload,
  mapping?: object | string,
): Promise<Answer> {
  const body = await importForm(file, mapping);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeader(token), ...body.headers },
    payload: body.payload,
  });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers, text: res.body };
}

/** A CSV file of `rows` (header first) joined by `separator`, in UTF-8 with or without a BOM. */
export const csvFile = (rows: string[][], separator = ';', bom = false): ImportUpload => ({
  name: 'datos.csv',
  content: Buffer.from((bom ? '\uFEFF' : '') + rows.map((r) => r.join(separator)).join('\r\n')),
});

/** The same CSV in Windows-1252, as Excel in Spanish saves it. */
export const latin1CsvFile = (rows: string[][], separator = ';'): ImportUpload => ({
  name: 'datos.csv',
  content: Buffer.from(rows.map((r) => r.join(separator)).join('\r\n'), 'latin1'),
});

/** An XLSX workbook of `rows` (header first, all text), made with write-excel-file. */
export async function xlsxFile(rows: (string | number)[][]): Promise<ImportUpload> {
  const data = rows.map((row) => row.map((value) => ({ value })));
  const content = await writeXlsxFile(data).toBuffer();
  return { name: 'datos.xlsx', content };
}

/** The refusal's stable code. */
export const codeOf = (res: Answer) => (res.body as { code?: string }).code;
