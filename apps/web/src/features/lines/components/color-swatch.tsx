import { isFullHex } from '../../../lib/hex-color';

/** A line's colour as a small square; grey when it has none (SPEC.md §2). */
export function ColorSwatch({
  color,
  size = 'sm',
}: {
  color: string | null | undefined;
  size?: 'sm' | 'md';
}) {
  const hasColor = isFullHex(color);
  return (
    <span
      aria-hidden="true"
      data-testid="color-swatch"
      className={`inline-block shrink-0 rounded border border-slate-300 ${size === 'sm' ? 'h-4 w-4' : 'h-6 w-6'} ${hasColor ? '' : 'bg-slate-300'}`}
      style={hasColor ? { backgroundColor: color } : undefined}
    />
  );
}
