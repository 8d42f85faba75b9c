import type { StageDone } from '@taller/shared';

/** 'Corte 30/30 · Confección 18/30': what each stage has done of the order's pieces. */
export const stagesText = (stages: readonly StageDone[]) =>
  stages.map((s) => `${s.name} ${s.done}/${s.total}`).join(' · ');

const percent = (stage: StageDone) =>
  stage.total === 0 ? 0 : Math.round((stage.done / stage.total) * 100);

/**
 * The progress of an order per stage as compact bars, each labelled 'Corte 30/30'; the board's
 * cards and the stage view show it.
 */
export function StageBars({ stages, label }: { stages: readonly StageDone[]; label: string }) {
  if (stages.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1" title={stagesText(stages)}>
      {stages.map((stage) => (
        <li key={stage.stageId} className="flex items-center gap-2 text-xs text-slate-700">
          <span className="w-24 shrink-0 truncate">{stage.name}</span>
          <span
            role="progressbar"
            aria-label={stage.name}
            aria-valuemin={0}
            aria-valuemax={stage.total}
            aria-valuenow={stage.done}
            className="h-1.5 min-w-10 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <span
              className={`block h-full rounded-full ${stage.done >= stage.total ? 'bg-green-600' : 'bg-blue-600'}`}
              style={{ width: `${percent(stage)}%` }}
            />
          </span>
          <span className="w-12 shrink-0 text-right tabular-nums">
            {stage.done}/{stage.total}
          </span>
        </li>
      ))}
    </ul>
  );
}
