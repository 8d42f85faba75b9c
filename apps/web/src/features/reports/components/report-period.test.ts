import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../api/core';
import { presetRange, readSelection, reportQuery } from './report-period';

// Wednesday 2026-03-18, local time.
const NOW = new Date(2026, 2, 18, 15, 30);

describe('report periods', () => {
  it('covers each preset up to today', () => {
    expect(presetRange('week', NOW)).toEqual({ from: '2026-03-16', to: '2026-03-18' });
    expect(presetRange('month', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(presetRange('quarter', NOW)).toEqual({ from: '2025-12-19', to: '2026-03-18' });
    expect(presetRange('year', NOW)).toEqual({ from: '2026-01-01', to: '2026-03-18' });
  });

  it('starts a week on Monday, even on a Sunday', () => {
    expect(presetRange('week', new Date(2026, 2, 22))).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
    });
  });

  it('reads the URL: this month by default, custom dates, ids only when well formed', () => {
    expect(readSelection(new URLSearchParams(''), NOW)).toEqual({
      period: 'month',
      from: '2026-03-01',
      to: '2026-03-18',
      lineId: '',
      institutionId: '',
    });
    const custom = readSelection(
      new URLSearchParams('period=custom&from=2025-01-01&to=2025-06-30&lineId=7&institutionId=x'),
      NOW,
    );
    expect(custom).toEqual({
      period: 'custom',
      from: '2025-01-01',
      to: '2025-06-30',
      lineId: '7',
      institutionId: '',
    });
    expect(toQueryString(reportQuery(custom))).toBe('?from=2025-01-01&to=2025-06-30&lineId=7');
  });
});
