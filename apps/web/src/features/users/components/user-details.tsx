import type { User } from '@taller/shared';
import {
  DetailField,
  RecordDetails,
  FreshDetailsModal,
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

/** 'Detalles del Usuario': the row at once, the fresh ['users', id] when it comes. */
export function UserDetailsModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <FreshDetailsModal
      title="Detalles del Usuario"
      record={user}
      useFresh={useUser}
      onClose={onClose}
    >
      {(fresh) => <UserDetails user={fresh} />}
    </FreshDetailsModal>
  );
}
