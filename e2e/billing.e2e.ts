import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, pdfToPng } from '../apps/server/test/poppler';
import { callApi } from './support/api';
import { screenshot, screenshotDir } from './support/browser';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import {
  approveProof,
  fillProofForm,
  openScreen,
  pngFile,
  screensFitPhone,
  waitForStartOverlay,
} from './support/ui';

const D = '/director/dashboard';

const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('billing: identity with a logo, an advance bill and its PDF, a proof approved, balances fall', () => {
  let orderNumber: string;

  beforeAll(async () => {
    const client = await callApi<{ id: number }>(server, session, 'POST', '/client/create', {
      name: 'Promoción Andina',
      documentNumber: '7766554',
    });
    const product = await callApi<{ id: number }>(server, session, 'POST', '/product/create', {
      code: 'CHOM-01',
      name: 'Chompa bordada',
      kind: 'GARMENT',
      priceCents: 2500,
    });
    const order = await callApi<{ number: string }>(server, session, 'POST', '/order/create', {
      clientId: client.id,
      promisedDate: '2030-05-20',
      items: [{ productId: product.id, quantity: 4 }],
    });
    orderNumber = order.number;
  });

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
  const dialog = (name: string) => page.getByRole('dialog', { name });
  /**
   * Opens the `screen` while its list is still `empty`, then the dialog of its button
   * `action`, and picks the journey's order in that dialog by the last digits of its number.
   */
  const openForOrder = async (screen: string, heading: string, empty: string, action: string) => {
    await page.goto(`${server.url}${D}/${screen}`);
    await waitForStartOverlay(page);
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByText(empty).waitFor();
    await page.getByRole('button', { name: action }).click();
    const form = dialog(action);
    await form.getByLabel('Pedido', { exact: true }).fill(orderNumber.slice(-5));
    await form.getByRole('button', { name: new RegExp(`^${orderNumber}`) }).click();
    return form;
  };

  it('sets the billing identity with a logo, a payment QR and a bank account', async () => {
    await openScreen(page, `${server.url}${D}/info-bill`, 'Datos de facturación');
    await page.getByText('Aún no hay datos de facturación').waitFor();
    await page.getByLabel('Razón social').fill('Confecciones Andinas SRL');
    await page.getByLabel('NIT', { exact: true }).fill('1020304050');
    await page.getByLabel('Dirección').fill('Av. Arce 1234');
    await page.getByLabel('Ciudad').fill('La Paz');
    await page
      .getByLabel('Logo: subir imagen')
      .setInputFiles(pngFile('logo.png', 160, 60, [30, 64, 175]));
    await page.getByRole('img', { name: 'Logo' }).waitFor();
    await page
      .getByLabel('QR de pago: subir imagen')
      .setInputFiles(pngFile('qr.png', 80, 80, [15, 23, 42]));
    await page.getByRole('img', { name: 'QR de pago' }).waitFor();
    await page.getByRole('button', { name: 'Agregar cuenta' }).click();
    await page.getByLabel('Banco').fill('Banco Unión');
    await page.getByLabel('Número de cuenta').fill('1-2345678');
    await page.getByLabel('Titular').fill('Confecciones Andinas SRL');
    await page.getByLabel('Leyenda al pie').fill('Gracias por su preferencia');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await toast('Datos de facturación guardados').waitFor();
    const history = page.getByRole('region', { name: 'Historial de cambios' });
    await history.getByText('Razón social, NIT, Dirección, Ciudad, Logo, QR de pago').waitFor();
    await screenshot(page, 'billing-info-desktop');
  });

  it('issues an advance bill for the order and downloads its PDF, which is looked at as an image', async () => {
    await page.goto(`${server.url}${D}/orders`);
    await waitForStartOverlay(page);
    await page.getByRole('button', { name: `Ver detalles de ${orderNumber}` }).click();
    await page.getByLabel('Importes del pedido').getByText('Bs 100,00').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByLabel('Importes del pedido').waitFor({ state: 'detached' });

    const issue = await openForOrder(
      'bills',
      'Notas de venta',
      'No hay documentos de venta emitidos.',
      'Emitir nota de venta',
    );
    await issue.getByLabel('Anticipo', { exact: true }).check();
    await issue.getByLabel('Monto del anticipo (Bs)').fill('40');
    await screenshot(page, 'billing-issue-desktop');
    await issue.getByRole('button', { name: 'Emitir nota de venta' }).click();
    await toast('Nota de venta F-000001 emitida').waitFor();
    const details = dialog('Nota de venta F-000001');
    await details.getByText('Son: Cuarenta 00/100 bolivianos').waitFor();
    await details.getByText('Emitida', { exact: true }).first().waitFor();
    await screenshot(page, 'billing-bill-details-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('nota-de-venta-F-000001.pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'taller-nota-'));
    try {
      const file = path.join(dir, 'nota.pdf');
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(file);
      for (const expected of [
        'NOTA DE VENTA',
        'F-000001',
        'Confecciones Andinas SRL',
        'Promoción Andina',
        `Anticipo del pedido ${orderNumber}`,
        'Son: Cuarenta 00/100 bolivianos',
        'Banco Unión',
      ]) {
        expect(text).toContain(expected);
      }
      // Without SIAT it is no factura, and says none (issue 36).
      expect(text).not.toMatch(/\bfacturas?\b/i);
      // The page as a person sees it: e2e/screenshots/billing-bill-pdf.png.
      pdfToPng(file, path.join(screenshotDir, 'billing-bill-pdf'), { dpi: 80 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('records a payment proof, approves it: the bill is partly paid and the order owes less', async () => {
    const form = await openForOrder(
      'verification-bills',
      'Verificación de pagos',
      'No se encontraron comprobantes que coincidan con los filtros.',
      'Registrar comprobante',
    );
    await form.getByRole('option', { name: /F-000001/ }).waitFor({ state: 'attached' });
    await form
      .getByLabel('Documento de venta (opcional)')
      .selectOption({ label: 'F-000001 · saldo Bs 40,00' });
    await fillProofForm(form, {
      amount: '25',
      method: 'TRANSFER',
      reference: 'TRX-2026-0042',
      image: pngFile('transferencia.png', 120, 200, [220, 230, 240]),
    });
    await form.getByRole('button', { name: 'Registrar comprobante' }).click();
    await toast('Comprobante registrado').waitFor();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Verificación de pagos (1 pendientes)' }).waitFor();
    await page.getByRole('row').filter({ hasText: orderNumber }).getByText('Pendiente').waitFor();
    await screenshot(page, 'billing-proofs-desktop');

    await page.getByRole('button', { name: `Revisar comprobante de ${orderNumber}` }).click();
    const review = dialog(`Comprobante del pedido ${orderNumber}`);
    await review.getByRole('img', { name: 'Comprobante transferencia.png' }).waitFor();
    await review.getByText('TRX-2026-0042').waitFor();
    await screenshot(page, 'billing-proof-review-desktop');
    await approveProof(page, review);
    await toast('Pago aprobado').waitFor();
    await review.waitFor({ state: 'detached' });
    await page.getByText('No se encontraron comprobantes que coincidan con los filtros.').waitFor();
    await menu.getByRole('link', { name: 'Verificación de pagos', exact: true }).waitFor();

    await page.goto(`${server.url}${D}/bills`);

    await waitForStartOverlay(page);
    await page
      .getByRole('row')
      .filter({ hasText: 'F-000001' })
      .getByText('Pagada parcialmente')
      .waitFor();
    await screenshot(page, 'billing-bills-desktop');

    await page.goto(`${server.url}${D}/orders`);

    await waitForStartOverlay(page);
    await page.getByRole('button', { name: `Ver detalles de ${orderNumber}` }).click();
    const amounts = page.getByLabel('Importes del pedido');
    await amounts.getByText('Bs 25,00').waitFor();
    await amounts.getByText('Bs 75,00').waitFor();
    await screenshot(page, 'billing-order-balance-desktop');
    expect(errors).toEqual([]);
  });

  it('two proofs that each fit but not together: the second is recorded as an overpayment', async () => {
    // F-000001 is Bs 40,00 with Bs 25,00 paid: Bs 15,00 owed; each proof of Bs 10,00 fits alone.
    const form = await openForOrder(
      'verification-bills',
      'Verificación de pagos',
      'No se encontraron comprobantes que coincidan con los filtros.',
      'Registrar comprobante',
    );
    for (const [at, reference] of ['TRX-2026-0050', 'TRX-2026-0051'].entries()) {
      const proofForm =
        at === 0
          ? form
          : await (async () => {
              await page.getByRole('button', { name: 'Registrar comprobante' }).click();
              const again = dialog('Registrar comprobante');
              await again.getByLabel('Pedido', { exact: true }).fill(orderNumber.slice(-5));
              await again.getByRole('button', { name: new RegExp(`^${orderNumber}`) }).click();
              return again;
            })();
      await proofForm.getByRole('option', { name: /F-000001/ }).waitFor({ state: 'attached' });
      await proofForm
        .getByLabel('Documento de venta (opcional)')
        .selectOption({ label: 'F-000001 · saldo Bs 15,00' });
      await fillProofForm(proofForm, {
        amount: '10',
        method: 'TRANSFER',
        reference,
        image: pngFile(`transferencia-${at}.png`, 120, 200, [200, 210 + at * 20, 240]),
      });
      await proofForm.getByRole('button', { name: 'Registrar comprobante' }).click();
      await toast('Comprobante registrado').waitFor();
      await proofForm.waitFor({ state: 'detached' });
    }

    // Both proofs are Bs 10,00 for F-000001: whichever is reviewed first fits.
    const review = async () => {
      await page
        .getByRole('button', { name: `Revisar comprobante de ${orderNumber}` })
        .first()
        .click();
      const opened = dialog(`Comprobante del pedido ${orderNumber}`);
      await opened.getByText(/TRX-2026-005[01]/).waitFor();
      return opened;
    };
    const first = await review();
    await approveProof(page, first);
    await toast('Pago aprobado').waitFor();
    await first.waitFor({ state: 'detached' });

    const second = await review();
    await approveProof(page, second);
    const refusal = second.getByRole('alert');
    await refusal.getByText('El pago supera en Bs 5,00 lo que falta pagar (Bs 5,00).').waitFor();
    await screenshot(page, 'billing-overpayment-desktop');
    await refusal.getByRole('button', { name: 'Registrar pago en exceso' }).click();
    const reason = dialog('Registrar pago en exceso');
    await reason.getByLabel('Motivo del pago en exceso').fill('El cliente transfirió dos veces');
    await reason.getByRole('button', { name: 'Registrar pago en exceso' }).click();
    await toast('Pago aprobado: Bs 5,00 quedan como saldo a favor del cliente').waitFor();
    await second.waitFor({ state: 'detached' });

    await page.goto(`${server.url}${D}/orders`);
    await waitForStartOverlay(page);
    await page.getByRole('button', { name: `Ver detalles de ${orderNumber}` }).click();
    const amounts = page.getByLabel('Importes del pedido');
    await amounts.getByText('Saldo a favor').waitFor();
    await amounts.getByText('Bs 60,00').waitFor();
    await screenshot(page, 'billing-order-credit-desktop');
    await page.keyboard.press('Escape');
    // The refused approval (409 OVERPAYMENT) is the only error the browser reported.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    errors.length = 0;
  });

  it('fits a phone: the three billing screens', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await screensFitPhone(phone, server.url, [
      {
        path: `${D}/bills`,
        heading: 'Notas de venta',
        text: 'F-000001',
        shot: 'billing-bills-phone',
      },
      {
        path: `${D}/verification-bills`,
        heading: 'Verificación de pagos',
        text: 'No se encontraron comprobantes',
        shot: 'billing-proofs-phone',
      },
      {
        path: `${D}/info-bill`,
        heading: 'Datos de facturación',
        text: 'Historial de cambios',
        shot: 'billing-info-phone',
      },
    ]);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
