/** The colours a code's badge may take. */
export type BadgeTone = 'amber' | 'blue' | 'violet' | 'green' | 'red' | 'slate';

const TONE_CLASSES: Record<BadgeTone, string> = {
  amber: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  violet: 'bg-violet-100 text-violet-800 ring-violet-600/20',
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  slate: 'bg-slate-200 text-slate-700 ring-slate-500/20',
};

/**
 * A status code as a rounded badge: its Spanish label in its tone (an order's, a bill's, a
 * ticket's…); a code with no label shows as it is, a code with no tone in grey.
 */
export function CodeBadge({
  code,
  labels,
  tones,
}: {
  code: string;
  labels: Record<string, string>;
  tones: Record<string, BadgeTone>;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[tones[code] ?? 'slate']}`}
    >
      {labels[code] ?? code}
    </span>
  );
}
