/** Every date shown in the interface goes through here: es-ES (SPEC.md §1, §9). */
export const DATE_LOCALE = 'es-ES';
export const NO_DATE = 'No disponible';

const SHORT_WITH_TIME = new Intl.DateTimeFormat(DATE_LOCALE, {
  dateStyle: 'short',
  timeStyle: 'short',
});
const SHORT_DATE = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short' });
const SHORT_WITH_SECONDS = new Intl.DateTimeFormat(DATE_LOCALE, {
  dateStyle: 'short',
  timeStyle: 'medium',
});

export type DateFormatOptions = {
  /** Show seconds too (the models screen does). */
  withSeconds?: boolean;
  /** What to show for a missing or unreadable date; 'No disponible' by default. */
  fallback?: string;
};

/** A short es-ES date with time, e.g. '15/1/25, 14:30'. */
export function formatDateTime(
  value: string | null | undefined,
  { withSeconds = false, fallback = NO_DATE }: DateFormatOptions = {},
): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return (withSeconds ? SHORT_WITH_SECONDS : SHORT_WITH_TIME).format(date);
}

/** A calendar day as the server sends it, '2026-11-20' → '20/11/2026', never shifted by the time zone. */
export const formatDay = (value: string) => value.split('-').reverse().join('/');

/** A short es-ES date without time, e.g. '15/1/25'; `fallback` when missing or unreadable. */
export function formatDate(value: string | null | undefined, fallback = NO_DATE): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : SHORT_DATE.format(date);
}
