import type { Institution, InstitutionDetails as Details } from '@taller/shared';
import { DetailField, orMissing, type RecordModalProps } from '../../../resource/details-modal';
import { NameDetail, StatusDetail, RecordDetailsModal } from '../../../resource/detail-fields';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useInstitution } from '../api/get-institution';
import { institutionTypeLabel } from './institution-texts';

/** The institution's clients: a count and the first ones, once the details have come. */
function InstitutionClients({ clients }: { clients: Details['clients'] | null }) {
  return (
    <section aria-label="Clientes de la institución">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        Clientes
        {clients &&
          ` (${clients.total} en total, ${clients.active} ${clients.active === 1 ? 'activo' : 'activos'})`}
      </h3>
      {!clients ? (
        <LoadingIndicator isLoading message="Cargando clientes..." size="small" />
      ) : clients.items.length === 0 ? (
        <p className="text-sm text-slate-500">Esta institución no tiene clientes.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {clients.items.map((client) => (
            <li
              key={client.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span>
                <span className="font-medium text-slate-900">{client.name}</span>
                <span className="ml-2 text-slate-500">{client.documentNumber}</span>
              </span>
              <StatusBadge status={client.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Detalles de la Institución': the row at once, its clients when ['institutions', id] comes. */
export const InstitutionDetailsModal = ({ record, onClose }: RecordModalProps<Institution>) => (
  <RecordDetailsModal<Institution | Details>
    title="Detalles de la Institución"
    record={record}
    useFresh={useInstitution}
    onClose={onClose}
    after={(institution) => (
      <InstitutionClients clients={'clients' in institution ? institution.clients : null} />
    )}
  >
    {(institution) => (
      <>
        <NameDetail name={institution.name} />
        <DetailField label="Tipo">{institutionTypeLabel(institution.type)}</DetailField>
        <DetailField label="Ciudad">{orMissing(institution.city)}</DetailField>
        <DetailField label="Dirección">{orMissing(institution.address)}</DetailField>
        <DetailField label="Nombre de contacto">{orMissing(institution.contactName)}</DetailField>
        <DetailField label="Teléfono de contacto">
          {orMissing(institution.contactPhone)}
        </DetailField>
        <DetailField label="Correo electrónico">{orMissing(institution.email)}</DetailField>
        <StatusDetail status={institution.status} />
      </>
    )}
  </RecordDetailsModal>
);
