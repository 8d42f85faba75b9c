import type { User } from '@taller/shared';
import { AuditBlock } from '../../../components/ui/audit-block';
import { DetailField, DetailsModal, orMissing } from '../../../components/ui/details-modal';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/dates';
import { useUser } from '../api/get-user';
import { RoleBadge } from './role-badge';

export function UserDetails({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
      </dl>
      <AuditBlock
        createdBy={user.createdBy}
        updatedBy={user.updatedBy}
        createdAt={user.createdAt}
        updatedAt={user.updatedAt}
        deletedAt={user.deletedAt}
      />
    </div>
  );
}

/** 'Detalles del Usuario': the row at once, the fresh ['users', id] when it comes. */
export function UserDetailsModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <DetailsModal isOpen={user !== null} title="Detalles del Usuario" onClose={onClose}>
      {user && <FreshUserDetails user={user} />}
    </DetailsModal>
  );
}

function FreshUserDetails({ user }: { user: User }) {
  const { data } = useUser(user.id, user);
  return <UserDetails user={data ?? user} />;
}
