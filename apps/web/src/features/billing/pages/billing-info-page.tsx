import { normaliseRole } from '@taller/shared/auth/roles';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../auth';
import { useBillingInfo } from '../api/get-billing-info';
import { BillingInfoForm } from '../components/billing-info-form';
import { ScreenHeader } from '../components/screen-header';

/** Datos de facturación (issue 19), at /director/dashboard/info-bill. PRODUCER only reads. */
export function BillingInfoPage() {
  const query = useBillingInfo();
  const role = normaliseRole(useCurrentUser().data?.role);
  const canEdit = role !== 'PRODUCER';
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 sm:gap-6 sm:p-6">
      <ScreenHeader title="Datos de facturación" />
      {!canEdit && (
        <p
          role="note"
          className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
        >
          Solo lectura: los datos de facturación los cambia la dirección o la administración.
        </p>
      )}
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando datos de facturación..." size="medium" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar los datos de facturación: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {!query.data.isComplete && (
            <p
              role="status"
              className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              Aún no hay datos de facturación: complete la razón social y el NIT para emitir
              documentos de venta.
            </p>
          )}
          <BillingInfoForm key={query.data.version} info={query.data} canEdit={canEdit} />
          <section
            aria-label="Historial de cambios"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 className="mb-3 text-base font-semibold text-slate-900">Historial de cambios</h2>
            {query.data.history.length === 0 ? (
              <p className="text-sm text-slate-500">Sin cambios registrados.</p>
            ) : (
              <ol className="flex flex-col gap-2 text-sm">
                {query.data.history.map((entry, index) => (
                  <li
                    key={index}
                    className="flex flex-col border-b border-slate-100 pb-2 sm:flex-row sm:gap-3"
                  >
                    <span className="whitespace-nowrap text-slate-500">
                      {formatDateTime(entry.at)}
                    </span>
                    <span className="font-medium text-slate-900">
                      {entry.by ?? 'No especificado'}
                    </span>
                    <span className="text-slate-700">
                      {entry.changes.length > 0 ? entry.changes.join(', ') : 'Sin cambios'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
