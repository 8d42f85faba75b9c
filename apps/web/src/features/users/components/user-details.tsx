import type { User } from '@taller/shared';
import { DetailField, orMissing, type RecordModalProps } from '../../../resource/details-modal';
import { NameDetail, StatusDetail, RecordDetailsModal } from '../../../resource/detail-fields';
import { formatDateTime } from '../../../lib/dates';
import { useUser } from '../api/get-user';
import { RoleBadge } from './role-badge';

/** 'Detalles del Usuario': the row at once, the fresh ['users', id] when it comes. */
export const UserDetailsModal = ({ record, onClose }: RecordModalProps<User>) => (
  <RecordDetailsModal
    title="Detalles del Usuario"
    record={record}
    useFresh={useUser}
    onClose={onClose}
  >
    {(user) => (
      <>
        <NameDetail name={user.name} />
        <DetailField label="Correo electrónico">{user.email}</DetailField>
        <DetailField label="Teléfono">{orMissing(user.phone)}</DetailField>
        <DetailField label="Rol">
          <RoleBadge role={user.role} />
        </DetailField>
        <StatusDetail status={user.status} />
        <DetailField label="Último acceso">
          {formatDateTime(user.lastLoginAt, { fallback: 'Nunca' })}
        </DetailField>
      </>
    )}
  </RecordDetailsModal>
);
