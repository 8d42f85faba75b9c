import type { Client } from '@taller/shared';
import { AuditBlock } from '../../../components/ui/audit-block';
import { Button } from '../../../components/ui/button';
import { DetailField, DetailsModal, orMissing } from '../../../components/ui/details-modal';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/dates';
import { useClient } from '../api/get-client';
import { useSendClientAccessLink } from '../api/send-client-access-link';
import { accessStatusText } from './client-access-field';

export function ClientDetails({ client }: { client: Client }) {
  const sendLink = useSendClientAccessLink();
  const account = client.account;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
      </dl>
      <AuditBlock
        createdBy={client.createdBy}
        updatedBy={client.updatedBy}
        createdAt={client.createdAt}
        updatedAt={client.updatedAt}
        deletedAt={client.deletedAt}
      />
    </div>
  );
}

/** 'Detalles del Cliente': the row at once, the fresh ['clients', id] when it comes. */
export function ClientDetailsModal({
  client,
  onClose,
}: {
  client: Client | null;
  onClose: () => void;
}) {
  return (
    <DetailsModal isOpen={client !== null} title="Detalles del Cliente" onClose={onClose}>
      {client && <FreshClientDetails client={client} />}
    </DetailsModal>
  );
}

function FreshClientDetails({ client }: { client: Client }) {
  const { data } = useClient(client.id, client);
  return <ClientDetails client={data ?? client} />;
}
