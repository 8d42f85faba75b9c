import type { User } from '@taller/shared';
import {
  DetailField,
  RecordDetails,
  FreshDetailsModal,
  type RecordModalProps,
  orMissing,
} from '../../../components/ui/details-modal';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/dates';
import { useUser } from '../api/get-user';
import { RoleBadge } from './role-badge';

export function UserDetails({ user }: { user: User }) {
  return (
    <RecordDetails record={user}>
      <DetailField label="Nombre">
        <span className="font-medium">{user.name}</span>
      </DetailField>
      <DetailField label="Correo electrónico">{user.email}</DetailField>
      <DetailField label="Teléfono">{orMissing(user.phone)}</DetailField>
      <DetailField label="Rol">
        <RoleBadge role={user.role} />
      </DetailField>
      <DetailField label="Estado">
        <StatusBadge status={user.status} />
      </DetailField>
      <DetailField label="Último acceso">
        {formatDateTime(user.lastLoginAt, { fallback: 'Nunca' })}
      </DetailField>
    </RecordDetails>
  );
}

const TITLE = 'Detalles del Usuario';
/** 'Detalles del Usuario': the row at once, the fresh ['users', id] when it comes. */
export const UserDetailsModal = ({ record, onClose }: RecordModalProps<User>) => (
  <FreshDetailsModal record={record} onClose={onClose} useFresh={useUser} title={TITLE}>
    {(user) => <UserDetails user={user} />}
  </FreshDetailsModal>
);
