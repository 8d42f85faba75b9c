/**
 * Every number the interface, the PDFs and the CSV files show, except money (`formatMoney`) and
 * dates, is written here, in Spanish: a decimal comma and, when asked, a dot between thousands.
 */
export type DecimalFormat = {
  /**
   * Dots between thousands: `'never'` (the default: the exact number as a box or a CSV takes it
   * back, 1250.5 → '1250,5'), `'auto'` (Spanish usage for figures: from five digits, 1234 → '1234'
   * and 12345 → '12.345') or `'always'` (1250 → '1.250').
   */
  grouping?: 'never' | 'auto' | 'always';
  /**
   * Most decimals shown, rounded. Without it a number without grouping keeps every decimal it
   * has, and a grouped one at most three.
   */
  maximumFractionDigits?: number;
};

const formats = new Map<string, Intl.NumberFormat>();

function formatter(grouping: 'never' | 'auto' | 'always', maximumFractionDigits: number) {
  const key = `${grouping}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', {
      // `true` is ECMA-402's 'always'; undefined leaves the locale's own rule ('auto').
      useGrouping: grouping === 'never' ? false : grouping === 'always' ? true : undefined,
      maximumFractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** 150.5 → '150,5'; with `{ grouping: 'auto' }`, 12345.6 → '12.345,6'. */
export function formatDecimal(
  value: number,
  { grouping = 'never', maximumFractionDigits }: DecimalFormat = {},
): string {
  if (grouping === 'never' && maximumFractionDigits === undefined) {
    return String(value).replace('.', ',');
  }
  return formatter(grouping, maximumFractionDigits ?? 3).format(value);
}
