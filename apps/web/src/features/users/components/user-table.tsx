import { USER_MESSAGES, type USER_SORT_FIELDS, type User } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { statusColumn } from '../../../components/ui/table-columns';
import { IconAction } from '../../../components/ui/icon-action';
import { KeyIcon } from '../../../components/ui/icons';
import { RecordActions } from '../../../components/ui/record-actions';
import { formatDateTime } from '../../../lib/dates';
import type { SortState } from '../../../lib/list-query';
import { RoleBadge } from './role-badge';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export type UserActions = {
  onView: (user: User) => void;
  onEdit: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onSendLink: (user: User) => void;
  onDelete: (user: User) => void;
};

const COLUMNS: Column<User, UserSortField>[] = [
  {
    key: 'name',
    label: 'Nombre',
    sortField: 'name',
    render: (u) => <span className="font-medium text-slate-900">{u.name}</span>,
  },
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
  sort,
  onSort,
  ...actions
}: UserActions & {
  users: readonly User[];
  currentUserId: number | null;
  /** Only a director acts on a director's account. */
  mayActOnDirectors: boolean;
  sort: SortState<UserSortField>;
  onSort: (field: UserSortField) => void;
}) {
  return (
    <DataTable
      caption="Usuarios"
      columns={COLUMNS}
      rows={users}
      sort={sort}
      onSort={onSort}
      actions={(user) => {
        const isSelf = user.id === currentUserId;
        const active = user.status === 'ACTIVE';
        const outOfReach =
          user.role === 'DIRECTOR' && !mayActOnDirectors
            ? USER_MESSAGES.onlyDirectorActsOnDirector
            : undefined;
        return (
          <RecordActions
            name={user.name}
            onView={() => actions.onView(user)}
            onEdit={() => actions.onEdit(user)}
            editDisabledReason={outOfReach}
            isActive={active}
            onToggleStatus={() => actions.onToggleStatus(user)}
            toggleDisabledReason={isSelf ? USER_MESSAGES.cannotDeactivateSelf : outOfReach}
            onDelete={() => actions.onDelete(user)}
            deleteDisabledReason={isSelf ? USER_MESSAGES.cannotDeleteSelf : outOfReach}
            beforeDelete={
              <IconAction
                label={`Restablecer contraseña de ${user.name}`}
                title="Restablecer contraseña"
                onClick={() => actions.onSendLink(user)}
                // The server sends no link to a deactivated account.
                disabledReason={outOfReach ?? (active ? undefined : USER_MESSAGES.inactiveNoLink)}
              >
                <KeyIcon />
              </IconAction>
            }
          />
        );
      }}
    />
  );
}
