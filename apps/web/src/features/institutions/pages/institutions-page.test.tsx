import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerConfirmation, exportCsv, openDialog } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { fakeInstitutionsServer, makeInstitution, withClients } from './institutions-page.fixtures';
import { InstitutionsPage } from './institutions-page';
import { signedInForEachTest } from '../../../test/signed-in';

const PATH = '/director/dashboard/institutions';

describe('InstitutionsPage', () => {
  signedInForEachTest();

  it('lists institutions with their type label, contact and status', async () => {
    fakeInstitutionsServer([
      makeInstitution({ name: 'Colegio San José' }),
      makeInstitution({ name: 'UMSA', type: 'UNIVERSIDAD', status: 'INACTIVE', contactName: null }),
    ]);
    renderWithProviders(<InstitutionsPage />, { path: PATH });
    expect(screen.getByText('Cargando instituciones...')).toBeInTheDocument();
    const umsa = await screen.findByRole('row', { name: /UMSA/ });
    expect(within(umsa).getByText('Universidad')).toBeInTheDocument();
    expect(within(umsa).getByText('Inactivo')).toBeInTheDocument();
    const school = screen.getByRole('row', { name: /Colegio San José/ });
    expect(within(school).getByText('Colegio')).toBeInTheDocument();
    expect(within(school).getByText('María Pérez')).toBeInTheDocument();
  });

  it('sends type and status filters, and exports the filtered list as a CSV file', async () => {
    const { calls } = fakeInstitutionsServer([makeInstitution({ name: 'Colegio San José' })]);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<InstitutionsPage />, { path: PATH });
    await screen.findByRole('row', { name: /Colegio San José/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Empresa');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Activo');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/institution?type=EMPRESA&status=ACTIVE&page=1&pageSize=20&sort=name',
      ),
    );
    expect(
      await screen.findByText(/No se encontraron instituciones|Colegio San José/),
    ).toBeInTheDocument();

    const exportCall = await exportCsv(click);
    expect(exportCall.path).toBe(
      '/api/institution/export.csv?type=EMPRESA&status=ACTIVE&sort=name',
    );
    expect(exportCall.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('Colegio San José');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^instituciones-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows the details with its clients and the audit block', async () => {
    const school = makeInstitution({ name: 'Colegio San José' });
    fakeInstitutionsServer([school], {
      one: {
        data: withClients(school, [
          {
            id: 7,
            name: 'Luis Quispe',
            documentNumber: '1234567 LP',
            email: null,
            phone: null,
            status: 'ACTIVE',
          },
        ]),
      },
    });
    renderWithProviders(<InstitutionsPage />, { path: PATH });
    const details = await openDialog(
      'Ver detalles de Colegio San José',
      'Detalles de la Institución',
    );
    expect(await within(details).findByText('Luis Quispe')).toBeInTheDocument();
    expect(within(details).getByText('Clientes (1 en total, 1 activo)')).toBeInTheDocument();
    expect(within(details).getByText('Información de auditoría')).toBeInTheDocument();
    expect(within(details).getAllByText('Ana Directora', { selector: 'dd' })).toHaveLength(2);
  });

  it('applies the name rule and the required type on create', async () => {
    const { calls } = fakeInstitutionsServer([]);
    renderWithProviders(<InstitutionsPage />, { path: PATH });
    expect(await screen.findByText('No hay instituciones registradas.')).toBeInTheDocument();
    const form = await openDialog('Agregar Institución', 'Registrar Nueva Institución');
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Colegio <b>');
    expect(
      within(form).getByText(
        "No se permite «<» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Institución' }));
    expect(await within(form).findByText('El tipo es requerido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const name = within(form).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Colegio San José');
    await userEvent.selectOptions(within(form).getByLabelText('Tipo'), 'Colegio');
    await userEvent.type(within(form).getByLabelText('Teléfono de contacto'), '2 2441122');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar Institución' }));
    expect(await screen.findByText('Institución creada exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Colegio San José',
      type: 'COLEGIO',
      city: null,
      address: null,
      contactName: null,
      contactPhone: '+59122441122',
      email: null,
    });
  });

  it('shows why a delete was refused', async () => {
    fakeInstitutionsServer([makeInstitution({ name: 'Colegio San José' })], {
      delete: {
        status: 409,
        message: 'No se puede eliminar la institución porque tiene clientes activos',
      },
    });
    renderWithProviders(<InstitutionsPage />, { path: PATH });
    await answerConfirmation('Eliminar Colegio San José', 'Eliminar Institución', {
      answer: 'Eliminar',
    });
    expect(
      await screen.findByText('No se puede eliminar la institución porque tiene clientes activos'),
    ).toBeInTheDocument();
  });
});
