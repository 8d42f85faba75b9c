import type { QueryClient } from '@tanstack/react-query';
import type { Envelope } from '@taller/shared/http/envelope';
import { withFallback } from './api-fallback';
import { ApiError, api } from './api-client';
import { offerPasswordLink, type PasswordLinkOffer } from './password-link';
import type { recordToastIds } from './toast-ids';
import { useEnvelopeMutation, useToastMutation } from './toast-mutation';

type RecordRef = { id: number };
type ToastIds = ReturnType<typeof recordToastIds>;

/** The changes the server's `resourceRoutes` (its lib/item-routes.ts) gives every resource. */
export type RecordAction = 'create' | 'update' | 'delete' | 'restore';

/** What each change sends: the new record's fields, the changed ones with the id, or the record. */
type Sent<C, U> = { create: C; update: U; delete: RecordRef; restore: RecordRef };

/** A resource's item calls, and the toast ids of its screen (SPEC.md §8). */
export type RecordApi<T, C, U> = {
  calls: { [A in RecordAction]: (sent: Sent<C, U>[A]) => Promise<Envelope<T>> };
  toastIds: Pick<ToastIds, `${RecordAction}${'Success' | 'Error'}`>;
};

/**
 * The item calls of a resource at `path` ('/institution'): POST …/create, PUT …/update, DELETE
 * …/delete/{id} and POST …/restore/{id}. T is the record the server answers with, C and U what
 * create and update send.
 */
export const recordApi = <T extends RecordRef, C, U extends RecordRef>(
  path: string,
  toastIds: RecordApi<T, C, U>['toastIds'],
): RecordApi<T, C, U> => ({
  calls: {
    create: (input) => api.post<T>(`${path}/create`, input),
    update: (input) => api.put<T>(`${path}/update`, input),
    delete: (record) => api.delete<T>(`${path}/delete/${record.id}`),
    restore: (record) => api.post<T>(`${path}/restore/${record.id}`),
  },
  toastIds,
});

/**
 * A record created, updated, deleted or restored through its resource's call: the server's words
 * in the toast, whose id carries the record's (two records changed at once each get theirs), and
 * `invalidate` refreshing what the change touched.
 */
export function useRecordMutation<
  A extends RecordAction,
  T extends RecordRef,
  C,
  U extends RecordRef,
>(
  action: A,
  { calls, toastIds }: RecordApi<T, C, U>,
  {
    invalidate,
    afterSuccess,
  }: {
    invalidate: (queryClient: QueryClient, sent: Sent<C, U>[A], record: T) => Promise<unknown>;
    /** Runs after a success, once the toast is up (e.g. to show a link that was not mailed). */
    afterSuccess?: (sent: Sent<C, U>[A], record: T) => void;
  },
) {
  return useEnvelopeMutation({
    call: calls[action],
    // The toast is about the record created, or the one the change was sent for.
    successToastId: (sent, record) =>
      toastIds[`${action}Success`](action === 'create' ? record.id : (sent as RecordRef).id),
    errorToastId: toastIds[`${action}Error`],
    invalidate,
    afterSuccess,
  });
}

/** An answer about an account that may carry a set-password link (when nothing was mailed). */
type WithPasswordLink = { name: string; passwordLink?: string };

/**
 * POST {path}/{id}/reset-password: mails the account a set-password link; without a mail server
 * the answer carries the link, offered to be passed on as an invitation or a reset (`purpose`).
 * Nothing a list shows changes.
 */
export const usePasswordLinkMutation = <V extends RecordRef, R extends WithPasswordLink>(
  path: string,
  toastIds: Pick<ToastIds, 'linkSuccess' | 'linkError'>,
  purpose: (record: V) => PasswordLinkOffer['purpose'],
) =>
  useEnvelopeMutation({
    call: (record: V) => api.post<R>(`${path}/${record.id}/reset-password`),
    successToastId: (record) => toastIds.linkSuccess(record.id),
    errorToastId: toastIds.linkError,
    afterSuccess: (record, answer) => offerPasswordLink(answer, purpose(record)),
    invalidate: async () => {},
  });

/** What a resource's own trash toasts say (lines and models: SPEC.md §8 has their texts). */
export type TrashTexts = {
  deleted: (name: string) => string;
  deleteError: string;
  deleteFallback: string;
  restored: (name: string) => string;
  restoreError: string;
  restoreFallback: string;
};

/** A resource whose trash toasts are its own texts: its path, log tag, texts and toast ids. */
export type TrashApi = {
  path: string;
  tag: string;
  texts: TrashTexts;
  toastIds: Pick<ToastIds, `${'delete' | 'restore'}${'Success' | 'Error'}`>;
};

type NamedRecord = { id: number; name: string };

/**
 * A restore refused with 409 says why in the server's words (the name was taken meanwhile, the
 * record is no longer in the trash…); the rest is generic.
 */
export const restoreErrorMessage = (texts: TrashTexts, error: unknown): string =>
  error instanceof ApiError && error.status === 409 ? error.message : texts.restoreError;

/**
 * A named record moved to the trash or back (DELETE …/delete/{id}, POST …/restore/{id}), toasted
 * with the resource's own texts ('Línea Sala eliminada exitosamente'); a failure that did not
 * come from the server becomes the fallback text.
 */
export function useTrashMutation<T extends RecordRef>(
  action: 'delete' | 'restore',
  { path, tag, texts, toastIds }: TrashApi,
  invalidate: (queryClient: QueryClient, record: NamedRecord) => Promise<unknown>,
) {
  const deleting = action === 'delete';
  const send = (record: NamedRecord) =>
    deleting
      ? api.delete<T>(`${path}/delete/${record.id}`)
      : api.post<T>(`${path}/restore/${record.id}`);
  return useToastMutation({
    mutationFn: (record: NamedRecord) =>
      withFallback(
        async () => (await send(record)).data,
        deleting ? texts.deleteFallback : texts.restoreFallback,
        tag,
      ),
    success: (record) => ({
      message: (deleting ? texts.deleted : texts.restored)(record.name),
      id: toastIds[`${action}Success`](record.id),
    }),
    error: deleting ? () => texts.deleteError : (error) => restoreErrorMessage(texts, error),
    errorToastId: toastIds[`${action}Error`],
    invalidate,
  });
}
