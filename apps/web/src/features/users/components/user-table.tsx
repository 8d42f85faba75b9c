import { USER_MESSAGES, type USER_SORT_FIELDS, type User } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { KeyIcon } from '../../../components/ui/icons';
import { RecordTable, nameColumn, type RecordTableList } from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';
import { formatDateTime } from '../../../lib/dates';
import { RoleBadge } from './role-badge';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const COLUMNS: Column<User, UserSortField>[] = [
  nameColumn(),
  { key: 'email', label: 'Correo', sortField: 'email', render: (u) => u.email },
  {
    key: 'role',
    label: 'Rol',
    sortField: 'role',
    card: 'badge',
    render: (u) => <RoleBadge role={u.role} />,
  },
  statusColumn(),
  {
    key: 'lastLoginAt',
    label: 'Último acceso',
    sortField: 'lastLoginAt',
    className: 'whitespace-nowrap text-slate-600',
    render: (u) => formatDateTime(u.lastLoginAt, { fallback: 'Nunca' }),
  },
];

/**
 * The accounts with their actions, in the same slots on every row. On the signed-in user's own
 * row deactivate and delete are disabled with the server's reason (issue 7); so is the password
 * link of a deactivated account, and every change to a director's account for someone who is
 * not a director (issue 13).
 */
export function UserTable({
  users,
  currentUserId,
  mayActOnDirectors,
  onToggleStatus,
  onSendLink,
  ...list
}: RecordTableList<User, UserSortField> & {
  users: readonly User[];
  currentUserId: number | null;
  /** Only a director acts on a director's account. */
  mayActOnDirectors: boolean;
  onToggleStatus: (user: User) => void;
  onSendLink: (user: User) => void;
}) {
  return (
    <RecordTable
      caption="Usuarios"
      columns={COLUMNS}
      rows={users}
      list={list}
      more={(user) => {
        const isSelf = user.id === currentUserId;
        const active = user.status === 'ACTIVE';
        const outOfReach =
          user.role === 'DIRECTOR' && !mayActOnDirectors
            ? USER_MESSAGES.onlyDirectorActsOnDirector
            : undefined;
        return {
          editDisabledReason: outOfReach,
          isActive: active,
          onToggleStatus: () => onToggleStatus(user),
          toggleDisabledReason: isSelf ? USER_MESSAGES.cannotDeactivateSelf : outOfReach,
          deleteDisabledReason: isSelf ? USER_MESSAGES.cannotDeleteSelf : outOfReach,
          beforeDelete: (
            <IconAction
              label={`Restablecer contraseña de ${user.name}`}
              title="Restablecer contraseña"
              onClick={() => onSendLink(user)}
              // The server sends no link to a deactivated account.
              disabledReason={outOfReach ?? (active ? undefined : USER_MESSAGES.inactiveNoLink)}
            >
              <KeyIcon />
            </IconAction>
          ),
        };
      }}
    />
  );
}
