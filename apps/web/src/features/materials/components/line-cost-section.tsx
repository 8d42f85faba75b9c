import { COSTING_MESSAGES as C } from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import { useLineCost, useSaveLineCost } from '../api/line-cost';
import { CostSettingsForm } from './cost-settings-form';

/**
 * A line's default labour and overhead per unit (its details, directors only): what its products
 * cost when they set none of their own.
 */
export function LineCostSection({ lineId }: { lineId: number }) {
  const query = useLineCost(lineId);
  const save = useSaveLineCost(lineId);
  return (
    <section aria-label={C.lineDefaults} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{C.lineDefaults}</h3>
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando costos..." size="small" />
      ) : query.error ? (
        <LoadError
          message={`${C.loadError}: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CostSettingsForm
          key={JSON.stringify(query.data)}
          initial={query.data}
          hint={C.emptyIsNone}
          pending={save.isPending}
          onSave={(settings) => save.mutate(settings)}
        />
      )}
    </section>
  );
}
