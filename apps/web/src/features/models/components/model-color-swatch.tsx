import type { ModelColor } from '@taller/shared';
import { isFullHex } from '../../../lib/hex-color';

type SwatchColor = Pick<ModelColor, 'baseName' | 'baseHexa' | 'frameName' | 'frameHexa'>;

/** A colour's name, or its code when it has none. */
const named = (name: string, hexa: string) => name.trim() || hexa.toUpperCase();

/**
 * 'Marco: Nogal · Interior: Lino', labelled and in the form's order (Color Marco, Color Interior;
 * issue 15, refining SPEC.md §2's unlabelled 'base name / frame name'); each falls back to its code.
 */
export const colorPairLabel = (color: SwatchColor) =>
  `Marco: ${named(color.frameName, color.frameHexa)} · Interior: ${named(color.baseName, color.baseHexa)}`;

const SIZES = { sm: 'h-6 w-6 p-1', md: 'h-9 w-9 p-1.5', lg: 'h-16 w-16 p-3' } as const;

/**
 * One colour combination as it looks on the product: the frame colour around the interior
 * colour. Named for screen readers by 'Marco: … · Interior: …'.
 */
export function ModelColorSwatch({
  color,
  size = 'sm',
  decorative = false,
}: {
  color: SwatchColor;
  size?: keyof typeof SIZES;
  /** When the colour's names are written beside it: hidden from screen readers. */
  decorative?: boolean;
}) {
  const frame = isFullHex(color.frameHexa) ? color.frameHexa : '#000000';
  const base = isFullHex(color.baseHexa) ? color.baseHexa : '#FFFFFF';
  return (
    <span
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': colorPairLabel(color) })}
      title={colorPairLabel(color)}
      data-testid="model-color-swatch"
      className={`inline-flex shrink-0 rounded border border-slate-300 ${SIZES[size]}`}
      style={{ backgroundColor: frame }}
    >
      <span
        className="block h-full w-full rounded-sm ring-1 ring-black/10"
        style={{ backgroundColor: base }}
      />
    </span>
  );
}
