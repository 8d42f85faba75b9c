import { PagedTrash } from '../../../components/ui/paged-trash';
import { useClients } from '../api/get-clients';
import { useRestoreClient } from '../api/restore-client';
import { CLIENT_LIST_TEXTS, CLIENTS_PAGE_SIZE } from './client-texts';

export function ClientTrash() {
  return (
    <PagedTrash
      useList={useClients}
      restore={useRestoreClient()}
      texts={CLIENT_LIST_TEXTS}
      caption="Clientes eliminados"
      pageSize={CLIENTS_PAGE_SIZE}
    />
  );
}
