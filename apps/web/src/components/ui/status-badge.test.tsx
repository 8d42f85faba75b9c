import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows Activo in green, Inactivo in red and anything else as it is, in grey', () => {
    render(
      <>
        <StatusBadge status="ACTIVE" />
        <StatusBadge status="INACTIVE" />
        <StatusBadge status="ARCHIVED" />
        <StatusBadge status={null} />
      </>,
    );
    expect(screen.getByText('Activo').className).toContain('bg-green-100');
    expect(screen.getByText('Inactivo').className).toContain('bg-red-100');
    expect(screen.getByText('ARCHIVED').className).toContain('bg-slate-100');
    expect(screen.getByText('Sin estado').className).toContain('bg-slate-100');
  });
});
