/** How a status reads and looks: green Activo, red Inactivo, grey anything else (SPEC.md §2). */
export const STATUS_LABELS: Record<string, string> = { ACTIVE: 'Activo', INACTIVE: 'Inactivo' };

const TONES: Record<string, string> = {
  ACTIVE: 'bg-green-100 text-green-800 ring-green-600/20',
  INACTIVE: 'bg-red-100 text-red-800 ring-red-600/20',
};
const OTHER_TONE = 'bg-slate-100 text-slate-700 ring-slate-500/20';

export type StatusBadgeProps = {
  status: string | null | undefined;
  /** Labels for the statuses this resource has; an unknown status is shown as it is. */
  labels?: Record<string, string>;
};

export function StatusBadge({ status, labels = STATUS_LABELS }: StatusBadgeProps) {
  const key = status ?? '';
  const tone = TONES[key] ?? OTHER_TONE;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
      data-tone={TONES[key] ? key.toLowerCase() : 'other'}
    >
      {labels[key] ?? (key || 'Sin estado')}
    </span>
  );
}
