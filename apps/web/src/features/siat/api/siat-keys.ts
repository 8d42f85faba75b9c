import type { SiatCatalogueName } from '@taller/shared';

/**
 * ['siat', 'settings'] the director's settings; ['siat', 'status'] what staff see at a glance;
 * ['siat', 'catalogue', name, q, activityCode] one search of a synced SIN catalogue.
 */
export const siatKeys = {
  all: ['siat'] as const,
  settings: ['siat', 'settings'] as const,
  status: ['siat', 'status'] as const,
  catalogue: (name: SiatCatalogueName, q: string, activityCode?: string) =>
    ['siat', 'catalogue', name, q, activityCode ?? null] as const,
};

export const SIAT_TOAST_IDS = {
  settingsSaved: 'siat-settings',
  settingsError: 'siat-settings-error',
  synced: 'siat-sync',
  syncError: 'siat-sync-error',
  xmlError: 'bill-xml-error',
};

/** How often the status is asked again while a screen shows it (contingency comes and goes). */
export const STATUS_REFRESH_MS = 15_000;
