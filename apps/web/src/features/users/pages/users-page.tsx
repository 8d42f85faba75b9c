import { normaliseRole, type User } from '@taller/shared';
import { ResourcePage } from '../../../components/ui/resource-page';
import { askBeforeDeactivating, DeactivateDialog } from '../../../components/ui/confirm-dialog';
import { PasswordLinkDialog } from '../../../components/ui/password-link-dialog';
import { useManagementState } from '../../../lib/management-state';
import { useCurrentUser, useIsManager } from '../../auth';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSendUserPasswordLink } from '../api/send-user-password-link';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { UserDetailsModal } from '../components/user-details';
import { EMPTY_USER_FILTERS, UserFilterBar } from '../components/user-filter-bar';
import { CreateUserModal, EditUserModal } from '../components/user-form-modals';
import { UserTable, type UserSortField } from '../components/user-table';
import { USER_LIST_TEXTS, USER_TEXTS, USERS_PAGE_SIZE } from '../components/user-texts';
import { UserTrash } from '../components/user-trash';

/** Who manages accounts (the server answers 403 to anyone else). */

/** Gestión de Usuarios (issue 7), at /director/dashboard and /director/dashboard/users. */
export function UsersPage() {
  // As the server knows the signed-in user now (a demotion shows without signing in again).
  const me = useCurrentUser().data;
  const isManager = useIsManager();
  const screen = useManagementState<User, typeof EMPTY_USER_FILTERS, UserSortField>(
    EMPTY_USER_FILTERS,
    { pageSize: USERS_PAGE_SIZE },
  );
  const { list, dialog } = screen;
  const toggle = useToggleUserStatus();
  const sendLink = useSendUserPasswordLink();
  const remove = useDeleteUser();
  const mayGrantDirector = normaliseRole(me?.role) === 'DIRECTOR';

  return (
    <ResourcePage
      screen={screen}
      title="Gestión de Usuarios"
      noun="Usuarios"
      listLabel="Listado de usuarios"
      trashLabel="Papelera de usuarios"
      showViews={isManager}
      create={isManager ? { label: 'Agregar Usuario', onClick: dialog.create } : undefined}
      filterBar={UserFilterBar}
      useList={useUsers}
      texts={USER_LIST_TEXTS}
      table={(users) => (
        <UserTable
          users={users}
          currentUserId={me?.id ?? null}
          mayActOnDirectors={mayGrantDirector}
          sort={list.sort}
          onSort={list.sortBy}
          {...dialog.rowActions}
          onSendLink={(user) => sendLink.mutate(user)}
          onToggleStatus={askBeforeDeactivating(dialog, toggle)}
        />
      )}
      trash={<UserTrash />}
      remove={remove}
      deleteTitle="Eliminar Usuario"
      deleteMessage={(user) =>
        `¿Está seguro de que desea eliminar al usuario ${user.name}? Podrá restaurarlo desde la Papelera.`
      }
    >
      <CreateUserModal mayGrantDirector={mayGrantDirector} {...screen.createModal} />
      <EditUserModal
        user={dialog.record('edit')}
        currentUserId={me?.id ?? null}
        mayGrantDirector={mayGrantDirector}
        onClose={dialog.close}
      />
      <UserDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <DeactivateDialog
        record={dialog.record('deactivate')}
        title="Desactivar Usuario"
        message={(user) => USER_TEXTS.deactivateConfirm(user.name)}
        toggle={toggle}
        onClose={dialog.close}
      />
      <PasswordLinkDialog />
    </ResourcePage>
  );
}
