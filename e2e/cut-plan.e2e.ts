import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, pdfToPng } from '../apps/server/test/poppler';
import { screenshot, screenshotDir } from './support/browser';
import { callApi } from './support/api';
import { DESKTOP, openSignedInPage, startSignedInJourney } from './support/journey';
import { expectFitsPhone, openScreen } from './support/ui';

const D = '/director/dashboard';

/** People of the polo (S < 150 cm ≤ M < 170 cm ≤ L) in these numbers. */
const people = (s: number, m: number, l: number) => [
  ...Array.from({ length: s }, (_, i) => ({ name: `Alumno S${i + 1}`, heightCm: 120 + i })),
  ...Array.from({ length: m }, (_, i) => ({ name: `Alumno M${i + 1}`, heightCm: 152 + i })),
  ...Array.from({ length: l }, (_, i) => ({ name: `Alumno L${i + 1}`, heightCm: 172 + i })),
];

/**
 * Plan the cut of two schools' orders in production, see the lays and the shortfall, save the
 * plan, print it (the server's PDF, read back), book its cloth; then the saved plans on a phone.
 */
const { server, browser, session, page, errors } = startSignedInJourney(DESKTOP);

describe('cut plan: two school orders, from the lays to the printed plan', () => {
  const numbers: string[] = [];
  let telaId = 0;

  beforeAll(async () => {
    const post = <T>(url: string, body: object) => callApi<T>(server, session, 'POST', url, body);
    const polo = await post<{ id: number }>('/product/create', {
      code: 'POLO-PIQ',
      name: 'Polo piqué',
      kind: 'GARMENT',
      priceCents: 9000,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 149.9 },
        { name: 'M', minHeightCm: 150, maxHeightCm: 169.9 },
        { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
      ],
    });
    const tela = await post<{ id: number }>('/material/create', {
      code: 'PIQUE-AZUL',
      name: 'Piqué azul marino',
      unit: 'metro',
      color: '#1E3A8A',
    });
    telaId = tela.id;
    const bom = await callApi<{ sizes: { id: number; name: string }[] }>(
      server,
      session,
      'GET',
      `/product/${polo.id}/materials`,
    );
    const size = Object.fromEntries(bom.sizes.map((s) => [s.name, s.id]));
    await callApi(server, session, 'PUT', `/product/${polo.id}/materials`, {
      items: [
        {
          materialId: tela.id,
          quantity: 1.2,
          sizes: [
            { sizeId: size.S, quantity: 1 },
            { sizeId: size.L, quantity: 1.4 },
          ],
        },
      ],
    });
    await post('/material/movement', { type: 'IN', materialId: tela.id, quantity: 20 });
    for (const [school, roster] of [
      ['Colegio San Andrés', people(6, 10, 4)],
      ['Colegio Don Bosco', people(3, 5, 7)],
    ] as const) {
      const institution = await post<{ id: number }>('/institution/create', {
        name: school,
        type: 'COLEGIO',
      });
      const client = await post<{ id: number }>('/client/create', {
        name: `Promoción ${school}`,
        documentNumber: `${numbers.length + 1}234567`,
        institutionId: institution.id,
      });
      const order = await post<{ id: number; number: string }>('/order/create', {
        clientId: client.id,
        promisedDate: '2030-11-20',
        items: [{ productId: polo.id, people: roster }],
      });
      await post(`/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
      numbers.push(order.number);
    }
  });

  it('previews the lays of both orders, with the shortfall in red', async () => {
    await openScreen(page, `${server.url}${D}/cut-plans`, 'Plan de corte');
    for (const number of numbers) expect(await page.getByLabel(number).isChecked()).toBe(true);
    await page.getByLabel('Largo de la mesa (m)').fill('4,5');
    await page.getByRole('button', { name: 'Calcular plan' }).click();
    const cloth = page.getByRole('region', { name: 'PIQUE-AZUL Piqué azul marino' });
    await cloth.getByText('Piezas: S: 9 · M: 15 · L: 11').waitFor();
    await cloth.getByRole('cell', { name: 'Tendido 1', exact: true }).waitFor();
    await cloth.locator('dd.text-red-700').waitFor();
    await cloth.getByText(/^Un tendido por talla: 3 tendidos/).waitFor();
    await screenshot(page, 'cut-plan-preview-desktop');
  });

  it('saves the plan, prints it and books its cloth', async () => {
    await page.getByRole('button', { name: 'Guardar plan' }).click();
    await page.getByRole('heading', { name: 'Plan de corte N.º 1' }).waitFor();
    await page.getByText('Plan de corte guardado exitosamente').first().waitFor();
    await page.getByText(numbers.join(', ')).waitFor();
    await screenshot(page, 'cut-plan-details-desktop');

    // The button fetches the PDF and opens it in a new tab (a blob: URL, which the page's CSP
    // keeps from being read again); the same call, read here, is what the tab shows.
    const [pdf, popup] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/cut-plan/1/pdf')),
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Imprimir (PDF)' }).click(),
    ]);
    expect(popup.url()).toMatch(/^blob:/);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await popup.close();
    const res = await fetch(`${server.url}/api/cut-plan/1/pdf`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'taller-corte-'));
    try {
      const file = path.join(dir, 'plan.pdf');
      writeFileSync(file, bytes);
      const text = pdfText(file).replace(/ {2,}/g, ' ');
      for (const expected of [
        'Plan de corte N.º 1',
        ...numbers,
        'PIQUE-AZUL · Piqué azul marino',
        'Piezas: S: 9 · M: 15 · L: 11',
        'Tendido',
        'Capas',
        'Faltante',
      ])
        expect(text).toContain(expected);
      pdfToPng(file, path.join(screenshotDir, 'cut-plan-pdf'), { dpi: 80 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await callApi(server, session, 'POST', '/material/movement', {
      type: 'IN',
      materialId: telaId,
      quantity: 40,
    });
    await page.getByRole('button', { name: 'Registrar consumo' }).click();
    const ask = page.getByRole('dialog', { name: 'Registrar el consumo de tela' });
    await ask.getByText(/repartidos entre los pedidos del plan/).waitFor();
    await ask.getByRole('button', { name: 'Registrar consumo' }).click();
    await page.getByText('Consumo registrado: 2 movimientos de material').waitFor();
    await page
      .getByText(/· Consumo registrado el /)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Registrar consumo' }).isDisabled()).toBe(true);
  });

  it('lists the saved plan on a phone, and its details fit the phone', async () => {
    const phone = await openSignedInPage(browser, session, errors, { phone: true });
    await openScreen(phone, `${server.url}${D}/cut-plans`, 'Plan de corte');
    await phone.getByLabel(numbers[0]!).waitFor();
    await screenshot(phone, 'cut-plan-form-phone');
    await expectFitsPhone(phone, 'new plan');
    await phone.getByRole('button', { name: 'Planes guardados' }).click();
    const saved = phone.getByRole('link', { name: 'Plan de corte N.º 1' });
    await saved.waitFor();
    await phone.getByTestId('list-card').getByText('Registrado', { exact: true }).waitFor();
    await screenshot(phone, 'cut-plan-list-phone');
    await expectFitsPhone(phone, 'saved plans');
    await saved.click();
    await phone.getByRole('heading', { name: 'Plan de corte N.º 1' }).waitFor();
    await phone.getByText('Tendido 1').first().waitFor();
    await screenshot(phone, 'cut-plan-details-phone');
    await expectFitsPhone(phone, 'plan details');
    await phone.context().close();
    expect(errors).toEqual([]);
  });
});
