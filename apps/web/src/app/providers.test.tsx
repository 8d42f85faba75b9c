import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixedMediaQueryList } from '../test/phone';

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
window.matchMedia ??= (query: string) => fixedMediaQueryList(query, false);

describe('Providers', () => {
  it('loads the toasts with the first toast and shows it', async () => {
    // Fresh copies of lib/toast.ts: the test setup has already loaded the toasts in its own.
    vi.resetModules();
    const { Providers } = await import('./providers');
    const { notify } = await import('../lib/toast');
    render(
      <Providers>
        <p>Pantalla</p>
      </Providers>,
    );
    expect(screen.getByText('Pantalla')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    notify.success('Línea creada exitosamente');
    expect(await screen.findByText('Línea creada exitosamente')).toBeInTheDocument();
  });
});
