import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
// One generator of real sample files for the API suite and the journeys.
import { pdf, png } from '../apps/server/test/sample-files';
import { createLine } from './support/api';
import { screenshot } from './support/browser';
import { startSignedInJourney } from './support/journey';
import { waitForStartOverlay } from './support/ui';
import { eventually } from './support/poll';

type SampleFile = { name: string; type: string; base64: string };

/** The id of Chromium's built-in PDF viewer extension. */
const PDF_VIEWER_ID = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

const sample = (name: string, type: string, content: Buffer): SampleFile => ({
  name,
  type,
  base64: content.toString('base64'),
});

/**
 * Drops files on the drop zone the way a browser does for files dragged from the desktop:
 * dragenter and dragover, then drop, each carrying a DataTransfer holding real File objects
 * (playwright-core cannot drag files from the operating system).
 */
async function dropFiles(zone: Locator, files: SampleFile[], { release = true } = {}) {
  await zone.evaluate(
    (element, { files, release }) => {
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      const fire = (type: string) =>
        element.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
      fire('dragenter');
      fire('dragover');
      if (release) fire('drop');
    },
    { files, release },
  );
}

const { server, session, page, errors } = startSignedInJourney();

describe('media manager journey: drop, reorder by keyboard, remove, save, reopen', () => {
  let lineId: number;

  beforeAll(async () => {
    lineId = await createLine(server, session, { name: 'Moderna', color: '#1E40AF', items: [] });
  });

  const dialog = (name: string) => page.getByRole('dialog', { name });
  /** What the list shows, in order: each row's file name ('rojo.png', 'manual.pdf'…). */
  const rowLabels = (form: Locator) => form.getByTestId('media-row').allTextContents();
  const thumbnails = (form: Locator) =>
    form
      .getByTestId('media-row')
      .locator('img')
      .evaluateAll((images) =>
        images.map((img) => new URL((img as HTMLImageElement).src).pathname),
      );

  let order: string[] = [];

  it('drops two files on the highlighted zone and uploads them after the existing ones', async () => {
    await page.goto(`${server.url}/director/dashboard/models/${lineId}`);
    await waitForStartOverlay(page);
    await page.getByRole('button', { name: 'Agregar Modelo' }).click();
    const form = dialog('Registrar Nuevo Modelo');
    await form.getByLabel('Nombre del Modelo').fill('Sillón Reclinable');
    const zone = form.getByTestId('media-drop-zone');
    await form.getByText('No hay archivos multimedia').waitFor();

    const red = sample('rojo.png', 'image/png', png(64, 48, [200, 30, 30]));
    const manual = sample('manual.pdf', 'application/pdf', pdf());
    await dropFiles(zone, [red, manual], { release: false });
    expect(await zone.getAttribute('data-drag-over')).toBe('true');
    await zone.scrollIntoViewIfNeeded();
    await screenshot(page, 'media-drop-zone-hover');
    await dropFiles(zone, [red, manual]);
    await page.getByText('Archivos subidos exitosamente').waitFor();
    await expect.poll(() => rowLabels(form), eventually).toEqual(['rojo.png', 'manual.pdf']);
    expect(await zone.getAttribute('data-drag-over')).toBe('false');

    // A second drop goes after the first two.
    await dropFiles(zone, [sample('azul.png', 'image/png', png(48, 48, [30, 60, 200]))]);
    await expect
      .poll(() => rowLabels(form), eventually)
      .toEqual(['rojo.png', 'manual.pdf', 'azul.png']);
    const [first, third] = await thumbnails(form);
    expect(first).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    expect(third).not.toBe(first);
  });

  it('moves the first file down one place with the keyboard (Space, 2 × ArrowDown of 25 px, Space)', async () => {
    const form = dialog('Registrar Nuevo Modelo');
    const before = await thumbnails(form);
    const handle = form.getByRole('button', { name: 'Reordenar rojo.png' });
    // In the middle of the dialog's scrolling area: an arrow moves the file rather than scrolls.
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await handle.focus();
    // Each key once dnd-kit has taken the one before: the row is picked up (its handle is
    // pressed, the list measured), moves with each arrow (its transform changes), is dropped.
    const row = handle.locator('xpath=ancestor::li[1]');
    const pressed = (state: string | null) =>
      expect.poll(() => handle.getAttribute('aria-pressed'), eventually).toBe(state);
    await page.keyboard.press('Space');
    await pressed('true');
    // dnd-kit has measured the list once it says where the file is: arrows move it from then on.
    await expect
      .poll(
        () => page.getByText('El archivo está sobre otra posición de la lista.').count(),
        eventually,
      )
      .toBe(1);
    const transform = () => row.evaluate((el) => (el as HTMLElement).style.transform);
    for (let arrow = 0; arrow < 2; arrow++) {
      const was = await transform();
      await page.keyboard.press('ArrowDown');
      await expect.poll(transform, eventually).not.toBe(was);
    }
    // Dropped only once dnd-kit has taken the new place: the next file has moved up to make room.
    const next = form
      .getByRole('button', { name: 'Reordenar manual.pdf' })
      .locator('xpath=ancestor::li[1]');
    await expect
      .poll(() => next.evaluate((el) => (el as HTMLElement).style.transform), eventually)
      .toMatch(/translate3d\(0px, -/);
    await page.keyboard.press('Space');
    await pressed(null);
    // Names travel with their files: no renumbering.
    await expect
      .poll(() => rowLabels(form), eventually)
      .toEqual(['manual.pdf', 'rojo.png', 'azul.png']);
    expect(await thumbnails(form)).toEqual(before);
    await screenshot(page, 'media-reordered');
  });

  it('removes one file on the server and renumbers the rest', async () => {
    const form = dialog('Registrar Nuevo Modelo');
    const [red, blue] = await thumbnails(form);
    await form.getByRole('button', { name: 'Eliminar rojo.png' }).click();
    await page.getByText('Archivo eliminado exitosamente').waitFor();
    await expect.poll(() => rowLabels(form), eventually).toEqual(['manual.pdf', 'azul.png']);
    expect(await thumbnails(form)).toEqual([blue]);
    // The file is gone from storage.
    expect((await fetch(`${server.url}${red}`)).status).toBe(404);
    order = [...(await rowLabels(form))];
    await screenshot(page, 'models-register-form-media');
  });

  it('saves the model, and reopening it shows the same files in the same order', async () => {
    const form = dialog('Registrar Nuevo Modelo');
    const blue = (await thumbnails(form))[0];
    await form.getByRole('button', { name: 'Registrar Modelo' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Modelo creado exitosamente').waitFor();

    await page.getByRole('button', { name: 'Acciones de Sillón Reclinable' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = dialog('Editar Modelo');
    await expect.poll(() => rowLabels(edit), eventually).toEqual(order);
    expect(await thumbnails(edit)).toEqual([blue]);
    const image = await fetch(`${server.url}${blue}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it("shows them in the details' Multimedia tab: a PDF card, then the image", async () => {
    await page.getByRole('button', { name: 'Acciones de Sillón Reclinable' }).click();
    await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
    const details = dialog('Detalles del Modelo');
    await details.getByRole('tab', { name: 'Multimedia' }).click();
    const items = details.getByTestId('model-media-item');
    await expect.poll(() => items.count(), eventually).toBe(2);
    await items.nth(0).getByText('Documento PDF').waitFor();
    const link = items.nth(0).getByRole('link', { name: 'Abrir PDF' });
    expect(await link.getAttribute('href')).toMatch(/^\/media\/[0-9a-f-]+\.pdf$/);
    // 'Abrir PDF' opens the browser's own PDF viewer in a new tab; nothing is downloaded.
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    const [viewer] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    // Chromium's built-in PDF viewer (its extension id) shows the file under its own name.
    const pdfViewer = () =>
      viewer.frames().find((f) => f.url().startsWith(`chrome-extension://${PDF_VIEWER_ID}/`));
    await expect.poll(() => pdfViewer() !== undefined, eventually).toBe(true);
    await pdfViewer()!.getByText('manual.pdf').waitFor();
    expect(new URL(viewer.url()).pathname).toBe(await link.getAttribute('href'));
    await screenshot(viewer, 'models-details-pdf-opened');
    await viewer.close();
    expect(downloads).toEqual([]);
    await items.nth(0).getByText('manual.pdf').waitFor();
    const image = items.nth(1).getByRole('img', { name: 'azul.png' });
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), eventually)
      .toBe(48);
    await screenshot(page, 'models-details-media-files');

    // The image opens large; Escape closes the lightbox and leaves the details open.
    await items.nth(1).getByRole('button', { name: 'Ampliar azul.png' }).click();
    const lightbox = dialog('azul.png');
    await lightbox.getByText('Imagen 1 de 1').waitFor();
    const download = lightbox.getByRole('link', { name: 'Descargar' });
    expect(await download.getAttribute('download')).toBe('azul.png');
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('azul.png');
    await screenshot(page, 'models-details-lightbox');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await details.waitFor();
    expect(errors).toEqual([]);
  });
});
