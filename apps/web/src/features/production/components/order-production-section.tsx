import { addableAt, pieceName, type OrderProgress, type ProgressRow } from '@taller/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessage } from '../../../lib/error-message';
import { useOrderProgress } from '../api/get-order-progress';
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
          Faltan {progress.remaining} de {progress.totalPieces} piezas por pasar{' '}
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
          <ul aria-label={`Registrar ${stage.name}`} className="flex flex-col gap-2">
            {progress.rows.map((row) => (
              <PieceRow
                key={`${row.productId}-${row.size ?? ''}`}
                orderId={progress.orderId}
                stage={stage}
                at={at}
                row={row}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function PieceRow({
  orderId,
  stage,
  at,
  row,
}: {
  orderId: number;
  stage: OrderProgress['stages'][number];
  at: number;
  row: ProgressRow;
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
      />
    </li>
  );
}
