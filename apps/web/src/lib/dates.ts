/** Every date shown in the interface goes through here: es-ES (SPEC.md §1, §9). */
export const DATE_LOCALE = 'es-ES';
export const NO_DATE = 'No disponible';

/**
 * One formatter per style, made on first use: the first Intl formatter of a page loads the
 * locale's data (about 130 ms of the models page's first load in Chromium), so a screen that
 * shows no date never pays for it.
 */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(DATE_LOCALE, options));
};
const SHORT_WITH_TIME = formatter({ dateStyle: 'short', timeStyle: 'short' });
const SHORT_DATE = formatter({ dateStyle: 'short' });
const SHORT_WITH_SECONDS = formatter({ dateStyle: 'short', timeStyle: 'medium' });

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
  return (withSeconds ? SHORT_WITH_SECONDS : SHORT_WITH_TIME)().format(date);
}

/**
 * A calendar day as the server sends it, '2026-11-20' → '20/11/2026', never shifted by the time
 * zone; anything else is shown as it came.
 */
export const formatDay = (value: string) => {
  const [year, month, day, ...rest] = value.split('-');
  return year && month && day && rest.length === 0 ? `${day}/${month}/${year}` : value;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `date` as the API takes one, 'YYYY-MM-DD' (today by default). */
export const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A short es-ES date without time, e.g. '15/1/25'; `fallback` when missing or unreadable. */
export function formatDate(value: string | null | undefined, fallback = NO_DATE): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : SHORT_DATE().format(date);
}
