import { movementTypeLabel, type Material } from '@taller/shared';
import { LOW_STOCK_LABEL, MOVEMENT_TYPE_TONES } from './material-texts';

export function LowStockBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-800">
      {LOW_STOCK_LABEL}
    </span>
  );
}

export function MovementTypeBadge({ type }: { type: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${MOVEMENT_TYPE_TONES[type] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {movementTypeLabel(type)}
    </span>
  );
}

/** The material's colour (grey when none) and its code and name. */
export function MaterialName({
  material,
}: {
  material: Pick<Material, 'code' | 'name' | 'color'>;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-4 w-4 shrink-0 rounded-full border border-slate-300"
        style={{ backgroundColor: material.color ?? '#CBD5E1' }}
      />
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{material.name}</span>
        <span className="font-mono text-xs text-slate-500">{material.code}</span>
      </span>
    </span>
  );
}
