import { describe, expect, it } from 'vitest';
import { contingencyText, formatBoliviaSince } from './bolivia-time';

describe('Bolivia times', () => {
  const now = new Date('2026-11-28T20:00:00Z'); // 16:00 in La Paz

  it('shows the time of a contingency begun today in Bolivia, whatever the browser zone', () => {
    expect(contingencyText({ since: '2026-11-28T14:42:00Z', pending: 7 }, now)).toBe(
      'En contingencia desde 10:42 — 7 facturas por enviar',
    );
    expect(contingencyText({ since: '2026-11-28T14:42:00Z', pending: 1 }, now)).toBe(
      'En contingencia desde 10:42 — 1 factura por enviar',
    );
  });

  it('adds the day when the contingency began on another Bolivian day', () => {
    // 02:30 UTC on the 28th is still the 27th in La Paz.
    expect(formatBoliviaSince('2026-11-28T02:30:00Z', now)).toBe('27/11/26, 22:30');
  });
});
