import { RecordTrash } from '../../../resource/record-trash';
import { useUsers } from '../api/get-users';
import { useRestoreUser } from '../api/restore-user';
import { USER_LIST_TEXTS } from './user-texts';

/** The 'Papelera': deleted accounts, each with 'Restaurar'. */
export const UserTrash = () => (
  <RecordTrash useList={useUsers} restore={useRestoreUser()} texts={USER_LIST_TEXTS} />
);
