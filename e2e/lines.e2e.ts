import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { startSignedInJourney } from './support/journey';
import { eventually } from './support/poll';
import {
  confirmDeletion,
  expectEmptyFormRefused,
  pagesSevenBySix,
  saveAsInactive,
} from './support/ui';

const LINES: { name: string; shown?: string; items: string[]; color: string }[] = [
  { name: 'Clásica', items: ['Madera de roble', 'Barniz mate'], color: '8b4513' },
  { name: 'Moderna', items: ['Acero inoxidable'], color: '#1e40af' },
  { name: 'Infantil', items: ['Colores vivos'], color: '#f59e0b' },
  { name: 'Rústica', items: ['Madera reciclada'], color: '#92400e' },
  { name: 'Minimalista', items: ['Formas simples'], color: '#111827' },
  { name: 'Vintage', items: ['Acabado envejecido'], color: '#b45309' },
  {
    name: 'Línea #7 (Especial)!',
    shown: 'Línea 7 Especial',
    items: ['Edición limitada', 'Tapizado de lino'],
    color: '#7c3aed',
  },
];

const { server, session, page, errors } = startSignedInJourney();

describe('Gestión de Líneas journey', () => {
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const dialog = (name: string) => page.getByRole('dialog', { name });

  it('starts empty', async () => {
    await page.goto(`${server.url}/director/dashboard/lines`);
    await page.getByRole('heading', { name: 'Gestión de Líneas' }).waitFor();
    await page.getByText('No hay líneas registradas.').waitFor();
  });

  it('refuses an empty form with one toast and the field message', async () => {
    await page.getByRole('button', { name: 'Agregar Línea' }).click();
    const form = dialog('Registrar Nueva Línea');
    await form.waitFor();
    await form.getByText('No se han agregado descripciones').waitFor();
    await form.getByRole('button', { name: 'Guardar Línea' }).click();
    await form.getByRole('button', { name: 'Guardar Línea' }).click();
    await expectEmptyFormRefused(page, form);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('creates seven lines, stripping what a name may not hold', async () => {
    for (const [index, line] of LINES.entries()) {
      await page.getByRole('button', { name: 'Agregar Línea' }).click();
      const form = dialog('Registrar Nueva Línea');
      const name = form.getByLabel('Nombre', { exact: true });
      await name.pressSequentially(line.name);
      await expect.poll(() => name.inputValue(), eventually).toBe(line.shown ?? line.name);
      const hex = form.getByLabel('Color: código hexadecimal');
      await hex.fill(line.color);
      await expect
        .poll(() => hex.inputValue(), eventually)
        .toBe(`#${line.color.replace('#', '').toUpperCase()}`);
      for (const item of line.items) {
        await form.getByLabel('Descripción / Características').fill(item);
        await form.getByRole('button', { name: 'Agregar', exact: true }).click();
      }
      if (index === LINES.length - 1) await screenshot(page, 'lines-form');
      await form.getByRole('button', { name: 'Guardar Línea' }).click();
      await form.waitFor({ state: 'detached' });
      await row(line.shown ?? line.name)
        .first()
        .waitFor();
    }
    await page.getByText('Línea creada exitosamente').first().waitFor();
  });

  it('says a taken name is taken', async () => {
    await page.getByRole('button', { name: 'Agregar Línea' }).click();
    const form = dialog('Registrar Nueva Línea');
    await form.getByLabel('Nombre', { exact: true }).fill('CLASICA');
    await form.getByRole('button', { name: 'Guardar Línea' }).click();
    await form.getByText('Ya existe una línea con este nombre').waitFor();
    await page.getByText('Error al crear la línea').waitFor();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    // The refused request is the only error the browser reported.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    errors.length = 0;
  });

  it('pages six at a time', async () => {
    // Newest first: the first line created is alone on page 2.
    await pagesSevenBySix(page, 'líneas', 'lines-list', row('Clásica'));
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByText('Mostrando 1 a 6 de 7 líneas').waitFor();
  });

  it('filters by a word of a description, case-insensitively', async () => {
    await page.getByLabel('Buscar').fill('ROBLE');
    await row('Clásica').waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), eventually).toBe(1);
    await expect.poll(() => page.getByText(/Mostrando/).count(), eventually).toBe(0);
    await page.getByLabel('Buscar').fill('nada parecido');
    await page.getByText('No se encontraron líneas que coincidan con los filtros.').waitFor();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByText('Mostrando 1 a 6 de 7 líneas').waitFor();
  });

  it('edits a line to Inactivo and shows a red badge', async () => {
    await page.getByRole('button', { name: 'Editar Moderna' }).click();
    const form = dialog('Editar Línea');
    await saveAsInactive(page, form, {
      toast: 'Línea actualizada exitosamente',
      row: row('Moderna'),
    });
    expect(await row('Vintage').getByText('Activo').getAttribute('class')).toContain(
      'bg-green-100',
    );
  });

  it('filters by status', async () => {
    await page.getByLabel('Estado').selectOption('INACTIVE');
    await expect.poll(() => page.locator('tbody tr').count(), eventually).toBe(1);
    await row('Moderna').waitFor();
    await page.getByLabel('Estado').selectOption('ACTIVE');
    await expect.poll(() => page.locator('tbody tr').count(), eventually).toBe(6);
    expect(await row('Moderna').count()).toBe(0);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  });

  it('shows the details with the audit block naming the director', async () => {
    await page.getByRole('button', { name: 'Ver detalles de Moderna' }).click();
    const details = dialog('Detalles de la Línea');
    await details.getByText('Acero inoxidable').waitFor();
    await details.getByText('#1E40AF').waitFor();
    const audit = details.getByRole('region', { name: 'Información de auditoría' });
    await expect
      .poll(() => audit.getByText('Director', { exact: true }).count(), eventually)
      .toBe(2);
    expect(await audit.getByText('Fecha de eliminación').count()).toBe(0);
    expect(await audit.textContent()).toMatch(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}/);
    await screenshot(page, 'lines-details');
    await details.getByRole('button', { name: 'Cerrar' }).first().click();
    await details.waitFor({ state: 'detached' });
  });

  it('deletes a line after confirmation', async () => {
    await page.getByRole('button', { name: 'Eliminar Infantil' }).click();
    await confirmDeletion(page, {
      title: 'Eliminar Línea',
      question:
        '¿Estás seguro de que deseas eliminar la línea Infantil? Esta acción no se puede deshacer.',
      toast: 'Línea Infantil eliminada exitosamente',
      row: row('Infantil'),
    });
    await expect.poll(() => page.getByText(/Mostrando/).count(), eventually).toBe(0);
  });

  it('restores it from the Papelera', async () => {
    await page.getByRole('button', { name: 'Papelera' }).click();
    await row('Infantil').getByText('Director').waitFor();
    await screenshot(page, 'lines-trash');
    await page.getByRole('button', { name: 'Restaurar Infantil' }).click();
    await page.getByText('Línea Infantil restaurada exitosamente').waitFor();
    await page.getByText('La papelera está vacía.').waitFor();
    await page.getByRole('button', { name: 'Líneas', exact: true }).click();
    await page.getByText('Mostrando 1 a 6 de 7 líneas').waitFor();
    await row('Infantil').waitFor();
  });

  it('follows Modelos to the models page of the line', async () => {
    const res = await fetch(`${server.url}/api/line`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const lines = (await res.json()).data as { id: number; name: string }[];
    const moderna = lines.find((l) => l.name === 'Moderna');
    await page.getByRole('link', { name: 'Modelos de Moderna' }).click();
    await page.waitForURL(`${server.url}/director/dashboard/models/${moderna?.id}`);
    expect(errors).toEqual([]);
  });
});
