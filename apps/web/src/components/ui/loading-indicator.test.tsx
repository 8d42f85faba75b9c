import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it("shows 'Cargando...' by default only while loading", () => {
    const { rerender } = render(<LoadingIndicator isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    rerender(<LoadingIndicator isLoading={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a custom message, full-screen over a blurred overlay', () => {
    const { container } = render(
      <LoadingIndicator isLoading fullScreen message="Cargando líneas..." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando líneas...');
    expect(container.firstElementChild?.className).toContain('backdrop-blur');
  });
});
