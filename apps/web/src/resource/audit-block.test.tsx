import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditBlock } from './audit-block';

const region = () => screen.getByRole('region', { name: 'Información de auditoría' });
const valueOf = (label: string) =>
  within(region()).getByText(label).nextElementSibling?.textContent;

describe('AuditBlock', () => {
  it("falls back to 'No especificado' and 'No disponible', and hides the deletion", () => {
    render(<AuditBlock createdBy="" updatedBy={null} createdAt={null} updatedAt="roto" />);
    expect(valueOf('Creado por')).toBe('No especificado');
    expect(valueOf('Actualizado por')).toBe('No especificado');
    expect(valueOf('Fecha de creación')).toBe('No disponible');
    expect(valueOf('Última actualización')).toBe('No disponible');
    expect(within(region()).queryByText('Fecha de eliminación')).toBeNull();
  });

  it('shows names, es-ES dates with time and the deletion when there was one', () => {
    const at = new Date(2025, 2, 4, 9, 5).toISOString();
    render(
      <AuditBlock
        createdBy="Director"
        updatedBy="Ana"
        createdAt={at}
        updatedAt={at}
        deletedAt={at}
        deletedBy="Luis"
      />,
    );
    expect(valueOf('Creado por')).toBe('Director');
    expect(valueOf('Actualizado por')).toBe('Ana');
    expect(valueOf('Fecha de creación')).toBe('4/3/25, 9:05');
    expect(valueOf('Fecha de eliminación')).toBe('4/3/25, 9:05');
    expect(valueOf('Eliminado por')).toBe('Luis');
  });
});
