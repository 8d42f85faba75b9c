import type { SiatSettings, SiatStatus } from '@taller/shared';

export const makeSiatSettings = (overrides: Partial<SiatSettings> = {}): SiatSettings => ({
  environment: 'PILOTO',
  nit: '1023456028',
  systemCode: 'SIS-TALLER-01',
  hasToken: true,
  branch: 0,
  pointOfSale: 0,
  activityCode: '141000',
  updatedAt: '2026-11-28T14:00:00.000Z',
  ...overrides,
});

export const EMPTY_SIAT_SETTINGS = makeSiatSettings({
  nit: null,
  systemCode: null,
  hasToken: false,
  activityCode: null,
  updatedAt: null,
});

export const makeSiatStatus = (overrides: Partial<SiatStatus> = {}): SiatStatus => ({
  mode: 'SIAT_COMPUTARIZADA',
  environment: 'PILOTO',
  cufdValidUntil: '2026-11-29T14:00:00.000Z',
  contingency: null,
  lastSync: '2026-11-28T14:05:00.000Z',
  ...overrides,
});

export const ACTIVITY = {
  code: '141000',
  description: 'Confección de prendas de vestir',
  activityCode: null,
};

/** One page of a catalogue search with these entries. */
export const cataloguePage = (items: { code: string; description: string }[]) => ({
  data: {
    items: items.map((i) => ({ activityCode: null, ...i })),
    total: items.length,
    page: 1,
    pageSize: 20,
    syncedAt: '2026-11-28T14:05:00.000Z',
  },
});
