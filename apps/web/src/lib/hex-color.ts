/** A colour text box holds '#' and at most 6 hex digits: 7 characters (SPEC.md §5, §9). */
export const HEX_INPUT_MAX_LENGTH = 7;
const FULL_HEX = /^#[0-9A-F]{6}$/i;

/** What the colour text box keeps of what was typed: always '#', then up to 6 hex digits. */
export function sanitiseHexInput(value: string): string {
  const digits = value.replace(/[^0-9a-f]/gi, '').slice(0, HEX_INPUT_MAX_LENGTH - 1);
  return `#${digits.toUpperCase()}`;
}

export const isFullHex = (value: string | null | undefined): value is string =>
  !!value && FULL_HEX.test(value);
