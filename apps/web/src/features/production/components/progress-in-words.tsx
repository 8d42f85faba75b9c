import { missingPieces, pieceName, piecesCount, type OrderProgress } from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessage } from '../../../lib/error-message';
import { useClientOrderProgress } from '../api/get-order-progress';

/** 'Confección: 18 de 30 piezas'. */
const stageWords = (name: string, done: number, total: number) =>
  `${name}: ${done} de ${piecesCount(total)}`;

/** The progress as sentences: per stage, then per product and size. Names no staff member. */
export function ProgressInWords({ progress }: { progress: OrderProgress }) {
  if (progress.totalPieces === 0 || progress.stages.length === 0) {
    return <p className="text-sm text-slate-500">Aún no hay avance de producción que mostrar.</p>;
  }
  const done = progress.remaining === 0;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="font-medium text-slate-900">
        {done
          ? 'Todas las piezas pasaron todas las etapas.'
          : `${missingPieces(progress.remaining, progress.totalPieces)} por terminar.`}
      </p>
      <ul className="flex flex-col gap-1">
        {progress.stages.map((stage) => (
          <li key={stage.stageId}>{stageWords(stage.name, stage.done, stage.total)}</li>
        ))}
      </ul>
      <ul className="flex flex-col gap-1 text-slate-600">
        {progress.rows.map((row) => (
          <li key={`${row.productId}-${row.size ?? ''}`}>
            <span className="font-medium text-slate-800">
              {pieceName(row.productName, row.size)}
            </span>
            {' — '}
            {progress.stages
              .map((stage, at) => `${stage.name} ${row.done[at] ?? 0} de ${row.total}`)
              .join(' · ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Avance de producción' of one of the client's orders (client area). */
export function ClientOrderProgress({ orderId }: { orderId: number }) {
  const query = useClientOrderProgress(orderId);
  return (
    <TitledSection title="Avance de producción">
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando avance..." size="small" />
      ) : query.error ? (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <ProgressInWords progress={query.data} />
      )}
    </TitledSection>
  );
}
