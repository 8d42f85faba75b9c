import { offerPasswordLink } from '../../../lib/password-link';
import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { clientApi } from './client-keys';

/** POST /api/client/create; `createAccess` adds the CLIENTE account and mails the invitation. */
export const useCreateClient = () =>
  useRecordMutation('create', clientApi, {
    invalidate: (qc, _input, client) => invalidateAfterClientChange(qc, [client.institutionId]),
    afterSuccess: (_input, client) => offerPasswordLink(client, 'invite'),
  });
