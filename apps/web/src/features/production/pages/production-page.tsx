import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessage } from '../../../lib/error-message';
import { useIsManager } from '../../auth';
import { useStages } from '../api/get-stages';
import { ProductionOrdersList } from '../components/production-orders-list';
import { StagesEditor } from '../components/stages-editor';

/**
 * 'Producción' (issue 35), at /director/dashboard/production: the workshop's stages (edited by
 * directors and administrators, read by producers) and the orders in production with what is
 * left at each stage.
 */
export function ProductionPage() {
  const query = useStages();
  const canEdit = useIsManager();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 sm:p-6">
      <PageHeader title="Etapas y avance de producción" />
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando etapas de producción..." size="medium" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar las etapas: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <>
          <TitledSection title="Etapas de producción" level={2} className="flex flex-col gap-3">
            {canEdit ? (
              <StagesEditor key={query.dataUpdatedAt} stages={query.data} />
            ) : (
              <>
                <p role="note" className="text-sm text-slate-600">
                  Solo lectura: las etapas las define la dirección o la administración.
                </p>
                <ol className="flex flex-wrap gap-2 text-sm">
                  {query.data.map((stage, at) => (
                    <li key={stage.id} className="rounded-full bg-slate-100 px-3 py-1">
                      {at + 1}. {stage.name}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </TitledSection>
          <TitledSection title="Pedidos en producción" level={2} className="flex flex-col gap-3">
            <ProductionOrdersList stages={query.data} />
          </TitledSection>
        </>
      )}
    </div>
  );
}
