import type { Line } from '@taller/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineDetails } from './line-details';

const base: Line = {
  id: 1,
  name: 'Clásica',
  description: '["Madera de roble","Barniz mate"]',
  color: '#8b4513',
  status: 'ACTIVE',
  createdBy: 'Director',
  updatedBy: 'Ana',
  createdAt: new Date(2025, 0, 15, 14, 30).toISOString(),
  updatedAt: new Date(2025, 0, 16, 8, 5).toISOString(),
  deletedAt: null,
  deletedBy: null,
};

const bullets = () => screen.getAllByRole('listitem').map((li) => li.textContent);
const audit = () => within(screen.getByRole('region', { name: 'Información de auditoría' }));

describe('LineDetails', () => {
  it('shows name, status, colour, description bullets and the audit block', () => {
    render(<LineDetails line={base} />);
    expect(screen.getByText('Clásica')).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByText('#8B4513')).toBeInTheDocument();
    expect(bullets()).toEqual(['Madera de roble', 'Barniz mate']);
    expect(audit().getByText('Director')).toBeInTheDocument();
    expect(audit().getByText('15/1/25, 14:30')).toBeInTheDocument();
    expect(audit().getByText('16/1/25, 8:05')).toBeInTheDocument();
    expect(audit().queryByText('Fecha de eliminación')).toBeNull();
  });

  it.each([
    ['JSON text of an array', '["Uno"," Dos ",""]', ['Uno', 'Dos']],
    ['plain text', 'Línea de madera maciza', ['Línea de madera maciza']],
    ['a raw array', ['Acero', '  '], ['Acero']],
  ])('reads a description stored as %s', (_shape, description, expected) => {
    render(<LineDetails line={{ ...base, description: description as string }} />);
    expect(bullets()).toEqual(expected);
  });

  it('falls back when colour, description, names and dates are missing', () => {
    const bare = {
      ...base,
      color: '',
      description: '',
      createdBy: null,
      updatedBy: '  ',
      createdAt: '',
      updatedAt: 'no es fecha',
      status: 'ARCHIVADA',
    };
    render(<LineDetails line={bare} />);
    expect(screen.getByText('Sin color definido')).toBeInTheDocument();
    expect(screen.getByText('Sin descripción')).toBeInTheDocument();
    expect(screen.getByText('ARCHIVADA').className).toContain('bg-slate-100');
    expect(audit().getAllByText('No especificado')).toHaveLength(2);
    expect(audit().getAllByText('No disponible')).toHaveLength(2);
  });

  it('shows the deletion date only when the line was deleted', () => {
    render(<LineDetails line={{ ...base, deletedAt: base.createdAt, deletedBy: 'Luis' }} />);
    expect(audit().getByText('Fecha de eliminación')).toBeInTheDocument();
    expect(audit().getByText('Luis')).toBeInTheDocument();
  });
});
