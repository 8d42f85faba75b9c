import { REMINDER_MESSAGES, type Client } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { DetailField, orMissing, type RecordModalProps } from '../../../resource/details-modal';
import { NameDetail, RecordDetailsModal, StatusDetail } from '../../../resource/detail-fields';
import { formatDateTime } from '../../../lib/dates';
import { ClientConsentField } from '../../whatsapp';
import { useClient } from '../api/get-client';
import { useSendClientAccessLink } from '../api/send-client-access-link';
import { accessStatusText } from './client-access-field';

/** The client's fields, with 'Restablecer contraseña' / 'Reenviar invitación' on its access. */
function ClientFields({ client }: { client: Client }) {
  const sendLink = useSendClientAccessLink();
  const account = client.account;
  return (
    <>
      <NameDetail name={client.name} />
      <DetailField label="Documento (CI/NIT)">{client.documentNumber}</DetailField>
      <DetailField label="Correo electrónico">{orMissing(client.email)}</DetailField>
      <DetailField label="Teléfono (WhatsApp)">{orMissing(client.phone)}</DetailField>
      <DetailField label="WhatsApp">
        <ClientConsentField clientId={client.id} />
      </DetailField>
      <DetailField label="Ciudad">{orMissing(client.city)}</DetailField>
      <DetailField label="Dirección">{orMissing(client.address)}</DetailField>
      <DetailField label="Institución">{orMissing(client.institution?.name)}</DetailField>
      <StatusDetail status={client.status} />
      <DetailField label={REMINDER_MESSAGES.title}>
        {client.remindersPaused ? REMINDER_MESSAGES.pausedBadge : REMINDER_MESSAGES.activeText}
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
    </>
  );
}

/** 'Detalles del Cliente': the row at once, the fresh ['clients', id] when it comes. */
export const ClientDetailsModal = ({ record, onClose }: RecordModalProps<Client>) => (
  <RecordDetailsModal
    record={record}
    onClose={onClose}
    useFresh={useClient}
    title="Detalles del Cliente"
  >
    {(client) => <ClientFields client={client} />}
  </RecordDetailsModal>
);
