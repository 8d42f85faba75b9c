import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, localDay } from './dates';

describe('formatDateTime', () => {
  it('shows an es-ES short date with time', () => {
    const value = new Date(2025, 0, 15, 14, 30, 45).toISOString();
    expect(formatDateTime(value)).toBe('15/1/25, 14:30');
    expect(formatDateTime(value, { withSeconds: true })).toBe('15/1/25, 14:30:45');
  });

  it("shows 'No disponible' (or the given fallback) when the date is missing or unreadable", () => {
    expect(formatDateTime(null)).toBe('No disponible');
    expect(formatDateTime(undefined)).toBe('No disponible');
    expect(formatDateTime('')).toBe('No disponible');
    expect(formatDateTime('no es fecha')).toBe('No disponible');
    expect(formatDateTime(null, { fallback: 'N/A' })).toBe('N/A');
  });
});

describe('formatDate', () => {
  it('shows an es-ES short date, or the fallback', () => {
    expect(formatDate(new Date(2025, 10, 3, 9, 0).toISOString())).toBe('3/11/25');
    expect(formatDate('', 'Fecha no disponible')).toBe('Fecha no disponible');
    expect(formatDate('mañana')).toBe('No disponible');
  });
});

describe('formatDay', () => {
  it('turns a calendar day around, with no time zone', () => {
    expect(formatDay('2026-11-20')).toBe('20/11/2026');
  });

  it('shows anything that is not a calendar day as it came', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('2026-11')).toBe('2026-11');
    expect(formatDay('mañana')).toBe('mañana');
  });
});

describe('localDay', () => {
  it("writes a local date as the API's calendar day, padded", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2030, 11, 31))).toBe('2030-12-31');
  });
});
