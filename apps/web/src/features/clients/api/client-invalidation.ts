import type { QueryClient } from '@tanstack/react-query';
import type { Client } from '@taller/shared';
import { institutionKeys } from '../../institutions';
import { clientKeys } from './client-keys';

/**
 * What a client change touches: the client lists, and the institutions' client counts and the
 * details of the institutions it left or joined.
 */
export const invalidateAfterClientChange = (
  qc: QueryClient,
  institutionIds: readonly (number | null | undefined)[] = [],
) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: clientKeys.lists }),
    qc.invalidateQueries({ queryKey: institutionKeys.lists }),
    ...institutionIds
      .filter((id): id is number => typeof id === 'number')
      .map((id) => qc.invalidateQueries({ queryKey: institutionKeys.detail(id) })),
  ]);

/** A client was changed: the server's copy shows at once; `previousInstitutionId` is the one it left. */
export const showUpdatedClient = (
  qc: QueryClient,
  client: Client,
  previousInstitutionId?: number | null,
) => {
  qc.setQueryData(clientKeys.detail(client.id), client);
  return invalidateAfterClientChange(qc, [previousInstitutionId, client.institutionId]);
};
