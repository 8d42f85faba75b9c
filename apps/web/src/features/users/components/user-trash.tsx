import type { User } from '@taller/shared';
import { PagedList } from '../../../components/ui/paged-list';
import { TrashTable } from '../../../components/ui/trash-table';
import { useState } from 'react';
import { useUsers } from '../api/get-users';
import { useRestoreUser } from '../api/restore-user';
import { USER_LIST_TEXTS, USERS_PAGE_SIZE } from './user-texts';

const toTrashItem = (user: User) => ({ ...user, deletedBy: user.updatedBy });

/** The 'Papelera': deleted accounts, each with 'Restaurar'. */
export function UserTrash() {
  const [page, setPage] = useState(1);
  const query = useUsers({ deleted: true, page, pageSize: USERS_PAGE_SIZE, sort: 'name' });
  const restore = useRestoreUser();
  return (
    <PagedList
      query={query}
      texts={{ ...USER_LIST_TEXTS, empty: 'La papelera está vacía.' }}
      hasFilters={false}
      onPageChange={setPage}
    >
      {(users) => (
        <TrashTable
          items={users.map(toTrashItem)}
          caption="Usuarios eliminados"
          emptyText="La papelera está vacía."
          restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
          onRestore={(user) => restore.mutate(user)}
        />
      )}
    </PagedList>
  );
}
