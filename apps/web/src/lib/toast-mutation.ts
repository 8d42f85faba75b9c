import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Envelope } from '@taller/shared/http/envelope';
import { ApiError } from '../api/core';
import { errorMessage } from './error-message';
import { notify, type ToastAction } from './toast';

/** The button of a success toast that takes the change back. */
export const UNDO_LABEL = 'Deshacer';

export type ToastMutationOptions<V, D> = {
  mutationFn: (variables: V) => Promise<D>;
  /** The success toast: its text and its id (2 s dedup, SPEC.md §8). */
  success: (variables: V, data: D) => { message: string; id: string };
  /** The error toast's text, or null for none. */
  error: (error: unknown) => string | null;
  errorToastId: string;
  /** Refresh what the change touched, and only that. */
  invalidate: (queryClient: QueryClient, variables: V, data: D) => Promise<unknown>;
  /**
   * Takes the change back (a delete restored, a status changed back): offered as 'Deshacer' on
   * the success toast for its lifetime; answers the toast of the undone change.
   */
  undo?: (variables: V, data: D) => Promise<string>;
};

/** 'Deshacer' on a success toast: the undo's own toast, then everything shown is fetched anew. */
function undoAction<V, D>(
  queryClient: QueryClient,
  undo: (variables: V, data: D) => Promise<string>,
  variables: V,
  data: D,
  toastId: string,
): ToastAction {
  return {
    label: UNDO_LABEL,
    run: () => {
      undo(variables, data).then(
        (message) => {
          notify.success(message, `${toastId}-undone`);
          // What the change and its undo touched differ per screen: whatever is shown is fetched.
          return queryClient.invalidateQueries();
        },
        (error: unknown) => {
          if (!toldByApiClient(error)) notify.error(errorMessage(error), `${toastId}-undo-error`);
        },
      );
    },
  };
}

/** A change sent to the server: a success toast and the targeted invalidation, or an error toast. */
export function useToastMutation<V, D>(options: ToastMutationOptions<V, D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      const toast = options.success(variables, data);
      const undo = options.undo && undoAction(queryClient, options.undo, variables, data, toast.id);
      notify.success(toast.message, toast.id, undo);
      await options.invalidate(queryClient, variables, data);
    },
    onError: (error) => {
      const message = options.error(error);
      if (message !== null) notify.error(message, options.errorToastId);
    },
  });
}

/**
 * A 401 or 403 already raised the API client's own toast (SPEC.md §8); one action, one toast.
 */
export const toldByApiClient = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export type EnvelopeMutationOptions<V, R> = Pick<
  ToastMutationOptions<V, R>,
  'errorToastId' | 'invalidate'
> & {
  call: (variables: V) => Promise<Envelope<R>>;
  /** A success about one record carries its id. */
  successToastId: (variables: V, data: R) => string;
  /** The success toast's text when not the server's message. */
  successMessage?: (variables: V, data: R) => string;
  /** Runs after a success, once the toast is up (e.g. to show a link that was not mailed). */
  afterSuccess?: (variables: V, data: R) => void;
  undo?: ToastMutationOptions<V, R>['undo'];
};

/**
 * A change whose toasts are the server's own Spanish words: its answer ('Usuario creado
 * exitosamente'…) on success, its refusal on failure.
 */
export const useEnvelopeMutation = <V, R>({
  call,
  successToastId,
  successMessage,
  afterSuccess,
  undo,
  ...options
}: EnvelopeMutationOptions<V, R>) =>
  useToastMutation<V, Envelope<R>>({
    mutationFn: call,
    success: (variables, envelope) => ({
      message: successMessage?.(variables, envelope.data) ?? envelope.message,
      id: successToastId(variables, envelope.data),
    }),
    error: (error) => (toldByApiClient(error) ? null : errorMessage(error)),
    errorToastId: options.errorToastId,
    undo: undo && ((variables, envelope) => undo(variables, envelope.data)),
    invalidate: (queryClient, variables, envelope) => {
      afterSuccess?.(variables, envelope.data);
      return options.invalidate(queryClient, variables, envelope.data);
    },
  });

/**
 * PUT of a whole settings document (…/preferences, …/templates; `call` is its typed call): its
 * toasts are `toastId` and `${toastId}-error`, and what shows it (`reload`) reloads.
 */
export const useSettingsMutation = <I, R>(
  call: (input: I) => Promise<Envelope<R>>,
  toastId: string,
  reload: QueryKey,
) =>
  useEnvelopeMutation({
    call,
    successToastId: () => toastId,
    errorToastId: `${toastId}-error`,
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: reload }),
  });
