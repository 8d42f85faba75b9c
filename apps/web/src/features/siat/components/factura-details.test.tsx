import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { FacturaDetails, type FacturaBill } from './factura-details';

const CUF = '44D4B3CB0E8E1C2F6B1F0A0A9CDE5D1A3B2C1D0E9F8A7B6C5D4E3F2A1';
const factura = (overrides: Partial<FacturaBill> = {}): FacturaBill => ({
  id: 9,
  number: 'F-000009',
  document: 'FACTURA',
  cuf: CUF,
  siatState: 'VALIDADA',
  siatMessages: [],
  qrUrl: `https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1023456028&cuf=${CUF}&numero=9&t=2`,
  offline: false,
  ...overrides,
});

describe('FacturaDetails', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows a validated factura: badges, CUF, the verification link, and downloads its XML', async () => {
    const saved: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (void blob.text().then((t) => saved.push(t)), 'blob:xml'),
      revokeObjectURL: () => {},
    });
    const { calls } = fakeApi({ 'GET /api/bill/:id/xml': () => ({ file: '<facturaXml/>' }) });
    renderWithProviders(<FacturaDetails bill={factura()} />);
    const section = screen.getByRole('region', { name: 'Datos del SIAT' });
    expect(within(section).getByText('Factura')).toBeInTheDocument();
    expect(within(section).getByText('Validada')).toBeInTheDocument();
    expect(within(section).getByText(CUF)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Verificar en el SIN' })).toHaveAttribute(
      'href',
      expect.stringContaining(`cuf=${CUF}`),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Descargar XML' }));
    await waitFor(() => expect(saved).toEqual(['<facturaXml/>']));
    expect(calls[0]?.path).toBe('/api/bill/9/xml');
  });

  it("shows SIAT's rejection messages as an alert, and an offline factura as such", () => {
    const view = renderWithProviders(
      <FacturaDetails
        bill={factura({
          siatState: 'RECHAZADA',
          qrUrl: null,
          siatMessages: ['El NIT del emisor no está habilitado', 'Código de producto inexistente'],
        })}
      />,
    );
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('El NIT del emisor no está habilitado')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    view.unmount();
    renderWithProviders(
      <FacturaDetails bill={factura({ siatState: 'PENDIENTE_ENVIO', offline: true })} />,
    );
    expect(screen.getByText('Pendiente de envío')).toBeInTheDocument();
    expect(screen.getByText('Emitida fuera de línea (contingencia)')).toBeInTheDocument();
  });

  it('a nota de venta shows only its document, never a factura word nor SIAT data', () => {
    const view = renderWithProviders(
      <FacturaDetails
        bill={factura({
          document: 'NOTA_DE_VENTA',
          cuf: null,
          siatState: null,
          qrUrl: null,
        })}
      />,
    );
    expect(screen.getByText('Nota de venta')).toBeInTheDocument();
    expect(view.container.textContent).not.toMatch(/\bfacturas?\b|SIAT|CUF|XML/i);
  });

  it('never links a verification URL that is not http(s)', () => {
    renderWithProviders(<FacturaDetails bill={factura({ qrUrl: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
