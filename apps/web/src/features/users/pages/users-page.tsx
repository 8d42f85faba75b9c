import { ROLES, normaliseRole, roleLabel, type User } from '@taller/shared';
import { STATUS_SELECT } from '../../../components/ui/filter-bar';
import { ResourcePage } from '../../../resource/resource-page';
import { askBeforeDeactivating } from '../../../resource/record-dialogs';
import { PasswordLinkDialog } from '../../../components/ui/password-link-dialog';
import { useManagementState } from '../../../resource/management-state';
import { useCurrentUser, useIsManager } from '../../auth';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSendUserPasswordLink } from '../api/send-user-password-link';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useUpdateUser } from '../api/update-user';
import { UserDetailsModal } from '../components/user-details';
import { UserForm } from '../components/user-form';
import {
  EMPTY_USER_FORM,
  changedUserFields,
  toUserFormValues,
  type CreateUserOutput,
  type EditUserOutput,
} from '../components/user-form-schema';
import { UserTable, type UserSortField } from '../components/user-table';
import { USER_LIST_TEXTS, USER_TEXTS, USERS_PAGE_SIZE } from '../components/user-texts';
import { UserTrash } from '../components/user-trash';

const EMPTY_FILTERS = { search: '', role: '', status: '' };
const ROLE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
];

/** Gestión de Usuarios (issue 7), at /director/dashboard and /director/dashboard/users. */
export function UsersPage() {
  // As the server knows the signed-in user now (a demotion shows without signing in again).
  const me = useCurrentUser().data;
  const isManager = useIsManager();
  const screen = useManagementState<User, typeof EMPTY_FILTERS, UserSortField>(EMPTY_FILTERS, {
    pageSize: USERS_PAGE_SIZE,
  });
  const { dialog } = screen;
  const create = useCreateUser();
  const update = useUpdateUser();
  const toggle = useToggleUserStatus();
  const sendLink = useSendUserPasswordLink();
  const remove = useDeleteUser();
  const mayGrantDirector = normaliseRole(me?.role) === 'DIRECTOR';

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Gestión de Usuarios', one: 'Usuario', many: 'Usuarios' }}
      showViews={isManager}
      create={isManager ? { label: 'Agregar Usuario', onClick: dialog.create } : undefined}
      filterBar={{
        searchPlaceholder: 'Buscar por nombre o correo...',
        selects: [{ field: 'role', label: 'Rol', options: ROLE_OPTIONS }, STATUS_SELECT],
      }}
      useList={useUsers}
      texts={USER_LIST_TEXTS}
      table={(users, tableList) => (
        <UserTable
          users={users}
          currentUserId={me?.id ?? null}
          mayActOnDirectors={mayGrantDirector}
          {...tableList}
          onSendLink={(user) => sendLink.mutate(user)}
          onToggleStatus={askBeforeDeactivating(dialog, toggle)}
        />
      )}
      trash={<UserTrash />}
      forms={{
        titles: { create: 'Registrar Nuevo Usuario', edit: 'Editar Usuario' },
        size: '2xl',
        emptyValues: EMPTY_USER_FORM,
        toValues: toUserFormValues,
        saveNew: (values: CreateUserOutput | EditUserOutput) =>
          create.mutateAsync(values as CreateUserOutput),
        // The edit sends only what changed.
        saveEdit: async (user, values) => {
          const input = changedUserFields(user, values as EditUserOutput);
          if (Object.keys(input).length > 1) await update.mutateAsync(input);
        },
        form: (props, user) => (
          <UserForm
            isOwnAccount={user !== undefined && user.id === me?.id}
            mayGrantDirector={mayGrantDirector}
            {...props}
          />
        ),
      }}
      deactivate={{ toggle, message: (user) => USER_TEXTS.deactivateConfirm(user.name) }}
      details={UserDetailsModal}
      remove={remove}
      deleteMessage={(user) =>
        `¿Está seguro de que desea eliminar al usuario ${user.name}? Podrá restaurarlo desde la Papelera.`
      }
    >
      <PasswordLinkDialog />
    </ResourcePage>
  );
}
