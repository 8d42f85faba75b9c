import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { callApi } from './support/api';
import { screenshot } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';
const CLIENTS = 200;
/** Rows of the workbook that are wrong: three without a name, two with a bad email. */
const NO_NAME = new Set([17, 80, 141]);
const BAD_EMAIL = new Set([55, 199]);

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

const number = (i: number) => String(i).padStart(3, '0');

/** 200 clients as a workbook made with the library the server reads it with. */
async function clientsWorkbook() {
  const rows: (string | number)[][] = [['Nombre', 'Documento', 'Correo', 'Ciudad']];
  for (let i = 1; i <= CLIENTS; i++) {
    rows.push([
      NO_NAME.has(i) ? '' : `Cliente Importado ${number(i)}`,
      8_100_000 + i,
      BAD_EMAIL.has(i) ? `correo-malo-${i}` : `cliente${i}@example.com`,
      'La Paz',
    ]);
  }
  return writeXlsxFile(rows).toBuffer();
}

/** axe-core on the open dialog: every violation, whatever its impact. */
async function axeViolations(on: Page) {
  const result = await new AxeBuilder({ page: on }).include('[role="dialog"]').analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.length}`);
}

async function openImport(on: Page) {
  await openScreen(on, `${server.url}${D}/clients`, 'Gestión de Clientes');
  await on.getByRole('button', { name: 'Importar' }).click();
  return on.getByRole('dialog', { name: 'Importar clientes' });
}

describe('imports: 200 clients from an XLSX, the bad rows fixed and imported again', () => {
  let refusedCsv = '';

  it('previews the workbook, imports the valid rows and downloads the bad ones', async () => {
    const dialog = await openImport(page);
    await dialog.getByLabel('Archivo CSV o Excel (.xlsx)').setInputFiles({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await clientsWorkbook(),
    });
    await dialog.getByText('195 filas válidas, 5 con errores').waitFor();
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Correo' }).inputValue())
      .toBe('Correo');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'imports-preview-desktop');
    await dialog.getByRole('button', { name: 'Importar 195 filas válidas' }).click();
    await dialog
      .getByText('Se importaron 195 filas; 5 filas con errores no se importaron')
      .waitFor();
    await screenshot(page, 'imports-result-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar filas con errores' }).click(),
    ]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'taller-import-')), 'errores.csv');
    await download.saveAs(file);
    refusedCsv = readFileSync(file, 'utf8');
    const lines = refusedCsv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nombre;Documento;Correo;Ciudad;Errores');
    expect(lines).toHaveLength(6);
    await dialog.getByRole('button', { name: 'Listo' }).click();
  });

  it('imports the fixed rows, and the list shows all 200', async () => {
    // Fixed as a person would in a spreadsheet: a name where it was missing, a real email.
    const fixed = refusedCsv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line, index) => {
        if (index === 0) return line;
        const [name, document, email, city] = line.split(';');
        const i = Number(document) - 8_100_000;
        return [
          name || `Cliente Importado ${number(i)}`,
          document,
          email!.startsWith('correo-malo') ? `cliente${i}@example.com` : email,
          city,
          '',
        ].join(';');
      })
      .join('\r\n');
    const dialog = await openImport(page);
    await dialog.getByLabel('Archivo CSV o Excel (.xlsx)').setInputFiles({
      name: 'errores-corregidos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\uFEFF' + fixed),
    });
    await dialog.getByText('5 filas válidas, 0 con errores').waitFor();
    await dialog.getByRole('button', { name: 'Importar 5 filas válidas' }).click();
    await dialog.getByText('Se importaron 5 filas').waitFor();
    await dialog.getByRole('button', { name: 'Listo' }).click();
    const list = await callApi<{ total: number }>(server, session, 'GET', '/client?q=Importado');
    expect(list.total).toBe(CLIENTS);
    await page.getByRole('searchbox').first().fill('Importado');
    await page.getByText(/de 200 clientes/).waitFor();
    await screenshot(page, 'imports-clients-list-desktop');
    expect(errors).toEqual([]);
  });

  it('fits a phone, with nothing axe finds', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    const dialog = await openImport(phone);
    await dialog.getByLabel('Archivo CSV o Excel (.xlsx)').setInputFiles({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await clientsWorkbook(),
    });
    await dialog.getByText('0 filas válidas, 200 con errores').waitFor();
    await screenshot(phone, 'imports-preview-phone');
    await expectFitsPhone(phone, 'the import dialog');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
