import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeSiatStatus } from '../pages/siat-fixtures';
import { ContingencyBanner } from './contingency-banner';

describe('ContingencyBanner', () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('says since when and how many facturas wait, in Bolivian time', async () => {
    // 14:42 UTC is 10:42 in La Paz; the test pins "now" to the same Bolivian day.
    vi.useFakeTimers({ now: new Date('2026-11-28T16:00:00Z'), toFake: ['Date'] });
    fakeApi({
      'GET /api/siat/status': () => ({
        data: makeSiatStatus({ contingency: { since: '2026-11-28T14:42:00Z', pending: 7 } }),
      }),
    });
    renderWithProviders(<ContingencyBanner />);
    expect(
      await screen.findByText('En contingencia desde 10:42 — 7 facturas por enviar'),
    ).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows nothing when SIAT answers, in NONE mode, or when the status cannot be read', async () => {
    for (const answer of [
      { data: makeSiatStatus() },
      {
        data: makeSiatStatus({
          mode: 'NONE',
          contingency: { since: '2026-11-28T14:42:00Z', pending: 2 },
        }),
      },
      { status: 500, message: 'Error interno del servidor' },
    ]) {
      const { calls } = fakeApi({ 'GET /api/siat/status': () => answer });
      const view = renderWithProviders(<ContingencyBanner />);
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByText(/contingencia/)).not.toBeInTheDocument();
      view.unmount();
      vi.restoreAllMocks();
    }
  });
});
