import {
  addableAt,
  missingPieces,
  pieceName,
  type OrderProgress,
  type ProgressRow,
} from '@taller/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessage } from '../../../lib/error-message';
import { useOrderProgress } from '../api/get-order-progress';
import { useResponsibles } from '../api/get-responsibles';
import { CountEntry } from './count-entry';
import { StageBars } from './stage-bars';

/**
 * 'Producción' on an order's details (staff): what each stage has done, and — while the order is
 * in production — a row per product and size to record counts at the chosen stage ('Confección:
 * 18 de 30 Polo talla M', +1, +5, the rest, or a number; a negative number is a correction).
 */
export function OrderProductionSection({ orderId, status }: { orderId: number; status: string }) {
  const query = useOrderProgress(orderId);
  return (
    <TitledSection title="Producción" className="flex flex-col gap-3">
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando avance de producción..." size="small" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar el avance: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <ProgressBody progress={query.data} canRecord={status === 'IN_PRODUCTION'} />
      )}
    </TitledSection>
  );
}

function ProgressBody({ progress, canRecord }: { progress: OrderProgress; canRecord: boolean }) {
  const [stageAt, setStageAt] = useState(0);
  const [responsible, setResponsible] = useState('');
  if (progress.stages.length === 0) {
    return <p className="text-sm text-slate-500">No hay etapas de producción declaradas.</p>;
  }
  if (progress.totalPieces === 0) {
    return <p className="text-sm text-slate-500">Este pedido no tiene piezas que producir.</p>;
  }
  const at = Math.min(stageAt, progress.stages.length - 1);
  const stage = progress.stages[at]!;
  return (
    <>
      <StageBars stages={progress.stages} label={`Avance por etapa de ${progress.number}`} />
      {progress.remaining > 0 ? (
        <p className="text-sm text-slate-600">
          {missingPieces(progress.remaining, progress.totalPieces)} por pasar{' '}
          {progress.stages.at(-1)!.name}.
        </p>
      ) : (
        <p className="text-sm font-medium text-green-700">
          Todas las piezas pasaron {progress.stages.at(-1)!.name}.
        </p>
      )}
      {canRecord && (
        <>
          <div role="radiogroup" aria-label="Etapa" className="flex flex-wrap gap-2">
            {progress.stages.map((s, index) => (
              <button
                key={s.stageId}
                type="button"
                role="radio"
                aria-checked={index === at}
                onClick={() => setStageAt(index)}
                className={`rounded-full border px-3 py-1 text-sm ${index === at ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {s.name}
              </button>
            ))}
          </div>
          <ResponsibleSelect value={responsible} onChange={setResponsible} />
          <ul aria-label={`Registrar ${stage.name}`} className="flex flex-col gap-2">
            {progress.rows.map((row) => (
              <PieceRow
                key={`${row.productId}-${row.size ?? ''}`}
                orderId={progress.orderId}
                stage={stage}
                at={at}
                row={row}
                responsibleUserId={responsible ? Number(responsible) : null}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** 'Responsable (opcional)': who the next entries are recorded for, among the active staff. */
function ResponsibleSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const query = useResponsibles();
  // Optional: without the list (still loading, or refused) entries go without a responsible.
  if (!query.data) return null;
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Responsable (opcional)
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="">Sin responsable</option>
        {query.data.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function PieceRow({
  orderId,
  stage,
  at,
  row,
  responsibleUserId,
}: {
  orderId: number;
  stage: OrderProgress['stages'][number];
  at: number;
  row: ProgressRow;
  responsibleUserId: number | null;
}) {
  const name = pieceName(row.productName, row.size);
  const done = row.done[at] ?? 0;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-2 sm:flex-row sm:items-center sm:justify-between">
      <span className="text-sm text-slate-800">
        <span className="font-medium">{stage.name}:</span> {done} de {row.total} {name}
      </span>
      <CountEntry
        orderId={orderId}
        stageId={stage.stageId}
        productId={row.productId}
        size={row.size}
        label={`${stage.name} · ${name}`}
        addable={addableAt(row.done, row.total, at)}
        responsibleUserId={responsibleUserId}
      />
    </li>
  );
}
