import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Envelope } from '@taller/shared/http/envelope';
import { errorMessage } from './error-message';
import { notify } from './toast';

export type ApiMutationOptions<V, R> = {
  call: (variables: V) => Promise<Envelope<R>>;
  /** Toast ids (2 s dedup, SPEC.md §8): a success about one record carries its id. */
  successToastId: (variables: V, data: R) => string;
  errorToastId: string;
  /** Refresh what the change touched, and only that. */
  invalidate: (queryClient: QueryClient, variables: V, data: R) => Promise<unknown>;
};

/**
 * A change sent to the server: its Spanish answer ('Usuario creado exitosamente'…) as a success
 * toast, the server's Spanish refusal as an error toast, then the targeted invalidation.
 */
export function useApiMutation<V, R>({
  call,
  successToastId,
  errorToastId,
  invalidate,
}: ApiMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (envelope, variables) => {
      notify.success(envelope.message, successToastId(variables, envelope.data));
      await invalidate(queryClient, variables, envelope.data);
    },
    onError: (error) => notify.error(errorMessage(error), errorToastId),
  });
}
