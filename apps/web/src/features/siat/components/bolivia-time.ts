import { SIAT_SCREEN_MESSAGES as T } from '@taller/shared';
import { DATE_LOCALE } from '../../../lib/dates';

/** SIAT's times are Bolivia's (UTC−4 all year), whatever the browser's zone. */
const ZONE = 'America/La_Paz';
const TIME = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: ZONE, dateStyle: 'short' });
const DAY_TIME = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '28/11/26, 10:42' in Bolivia. */
export const formatBoliviaDateTime = (iso: string) => DAY_TIME.format(new Date(iso));

/** '10:42' when it is today in Bolivia, else '27/11/26, 10:42'. */
export function formatBoliviaSince(iso: string, now = new Date()) {
  const at = new Date(iso);
  return DAY.format(at) === DAY.format(now) ? TIME.format(at) : DAY_TIME.format(at);
}

/** 'En contingencia desde 10:42 — 7 facturas por enviar'. */
export const contingencyText = (
  contingency: { since: string; pending: number },
  now = new Date(),
) => T.contingencyBanner(formatBoliviaSince(contingency.since, now), contingency.pending);
