import { isStaff, normaliseRole, type User } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage, type ManagementView } from '../../../components/ui/management-page';
import { PagedList } from '../../../components/ui/paged-list';
import { useListState } from '../../../lib/list-query';
import { getStoredUser } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSendUserPasswordLink } from '../api/send-user-password-link';
import { useUpdateUser } from '../api/update-user';
import { UserDetailsModal } from '../components/user-details';
import { EMPTY_USER_FILTERS, UserFilterBar } from '../components/user-filter-bar';
import { CreateUserModal, EditUserModal } from '../components/user-form-modals';
import { UserTable, type UserSortField } from '../components/user-table';
import { USER_LIST_TEXTS, USERS_PAGE_SIZE } from '../components/user-texts';
import { UserTrash } from '../components/user-trash';

type Dialog = { kind: 'create' } | { kind: 'details' | 'edit' | 'delete'; user: User } | null;

/** Who manages accounts (the server answers 403 to anyone else). */
const isManager = (role: unknown) => isStaff(role) && normaliseRole(role) !== 'PRODUCER';

/** Gestión de Usuarios (issue 7), at /director/dashboard and /director/dashboard/users. */
export function UsersPage() {
  const me = getStoredUser();
  const [view, setView] = useState<ManagementView>('list');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListState(
    EMPTY_USER_FILTERS,
    { field: 'name' as UserSortField, direction: 'asc' },
    USERS_PAGE_SIZE,
  );
  const query = useUsers(list.params);
  const update = useUpdateUser();
  const sendLink = useSendUserPasswordLink();
  const remove = useDeleteUser();
  const close = () => setDialog(null);
  const userFor = (kind: 'details' | 'edit' | 'delete') =>
    dialog && dialog.kind === kind ? dialog.user : null;
  const toDelete = userFor('delete');
  const mayGrantDirector = normaliseRole(me?.role) === 'DIRECTOR';

  return (
    <ManagementPage
      title="Gestión de Usuarios"
      noun="Usuarios"
      listLabel="Listado de usuarios"
      trashLabel="Papelera de usuarios"
      view={view}
      onViewChange={setView}
      showViews={isManager(me?.role)}
      actions={
        isManager(me?.role) && (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            Agregar Usuario
          </Button>
        )
      }
      filters={
        <UserFilterBar
          filters={list.filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          hasFilters={list.hasFilters}
        />
      }
      list={
        <PagedList
          query={query}
          texts={USER_LIST_TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(users) => (
            <UserTable
              users={users}
              currentUserId={me?.id ?? null}
              sort={list.sort}
              onSort={list.sortBy}
              onView={(user) => setDialog({ kind: 'details', user })}
              onEdit={(user) => setDialog({ kind: 'edit', user })}
              onDelete={(user) => setDialog({ kind: 'delete', user })}
              onSendLink={(user) => sendLink.mutate(user)}
              onToggleStatus={(user) =>
                update.mutate({
                  id: user.id,
                  status: user.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE',
                })
              }
            />
          )}
        </PagedList>
      }
      trash={<UserTrash />}
    >
      <CreateUserModal
        isOpen={dialog?.kind === 'create'}
        mayGrantDirector={mayGrantDirector}
        onClose={close}
        onCreated={() => {
          setView('list');
          list.setPage(1);
        }}
      />
      <EditUserModal
        user={userFor('edit')}
        currentUserId={me?.id ?? null}
        mayGrantDirector={mayGrantDirector}
        onClose={close}
      />
      <UserDetailsModal user={userFor('details')} onClose={close} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Eliminar Usuario"
        message={
          toDelete
            ? `¿Está seguro de que desea eliminar al usuario ${toDelete.name}? Podrá restaurarlo desde la Papelera.`
            : ''
        }
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        isBusy={remove.isPending}
        onCancel={close}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: close })}
      />
    </ManagementPage>
  );
}
