import type { Client } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import {
  DetailField,
  RecordDetails,
  FreshDetailsModal,
  type RecordModalProps,
  orMissing,
} from '../../../components/ui/details-modal';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/dates';
import { useClient } from '../api/get-client';
import { useSendClientAccessLink } from '../api/send-client-access-link';
import { accessStatusText } from './client-access-field';

export function ClientDetails({ client }: { client: Client }) {
  const sendLink = useSendClientAccessLink();
  const account = client.account;
  return (
    <RecordDetails record={client}>
      <DetailField label="Nombre">
        <span className="font-medium">{client.name}</span>
      </DetailField>
      <DetailField label="Documento (CI/NIT)">{client.documentNumber}</DetailField>
      <DetailField label="Correo electrónico">{orMissing(client.email)}</DetailField>
      <DetailField label="Teléfono (WhatsApp)">{orMissing(client.phone)}</DetailField>
      <DetailField label="Ciudad">{orMissing(client.city)}</DetailField>
      <DetailField label="Dirección">{orMissing(client.address)}</DetailField>
      <DetailField label="Institución">{orMissing(client.institution?.name)}</DetailField>
      <DetailField label="Estado">
        <StatusBadge status={client.status} />
      </DetailField>
      <DetailField label="Notas" wide>
        <span className="whitespace-pre-line">{orMissing(client.notes)}</span>
      </DetailField>
      <DetailField label="Acceso al portal" wide>
        {account ? (
          <span className="flex flex-wrap items-center gap-3">
            <span>
              {accessStatusText(account)} · último acceso{' '}
              {formatDateTime(account.lastLoginAt, { fallback: 'Nunca' })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={
                sendLink.isPending || client.deletedAt !== null || client.status !== 'ACTIVE'
              }
              onClick={() => sendLink.mutate(client)}
            >
              {account.hasPassword ? 'Restablecer contraseña' : 'Reenviar invitación'}
            </Button>
          </span>
        ) : (
          <span className="text-slate-500 italic">Sin acceso</span>
        )}
      </DetailField>
    </RecordDetails>
  );
}

const TITLE = 'Detalles del Cliente';
/** 'Detalles del Cliente': the row at once, the fresh ['clients', id] when it comes. */
export const ClientDetailsModal = ({ record, onClose }: RecordModalProps<Client>) => (
  <FreshDetailsModal record={record} onClose={onClose} useFresh={useClient} title={TITLE}>
    {(client) => <ClientDetails client={client} />}
  </FreshDetailsModal>
);
