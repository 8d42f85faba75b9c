import { PagedTrash } from '../../../components/ui/paged-trash';
import { useUsers } from '../api/get-users';
import { useRestoreUser } from '../api/restore-user';
import { USER_LIST_TEXTS, USERS_PAGE_SIZE } from './user-texts';

/** The 'Papelera': deleted accounts, each with 'Restaurar'. */
export function UserTrash() {
  return (
    <PagedTrash
      useList={useUsers}
      restore={useRestoreUser()}
      texts={USER_LIST_TEXTS}
      caption="Usuarios eliminados"
      pageSize={USERS_PAGE_SIZE}
    />
  );
}
