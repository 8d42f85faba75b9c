import { RecordTrash } from '../../../resource/record-trash';
import { CLIENT_BULK } from '../api/bulk-clients';
import { useClients } from '../api/get-clients';
import { useRestoreClient } from '../api/restore-client';
import { CLIENT_LIST_TEXTS } from './client-texts';

export const ClientTrash = () => (
  <RecordTrash
    useList={useClients}
    restore={useRestoreClient()}
    texts={CLIENT_LIST_TEXTS}
    bulk={CLIENT_BULK}
  />
);
