import type { QueryClient } from '@tanstack/react-query';
import type { Envelope } from '@taller/shared/http/envelope';
import { withFallback } from '../api/fallback';
import { ApiError } from '../api/core';
import { offerPasswordLink, type PasswordLinkOffer } from '../lib/password-link';
import type { recordToastIds } from './toast-ids';
import { useEnvelopeMutation, useToastMutation } from '../lib/toast-mutation';

type RecordRef = { id: number };
type ToastIds = ReturnType<typeof recordToastIds>;

/** The changes the server's `resourceRoutes` (its lib/item-routes.ts) gives every resource. */
export type RecordAction = 'create' | 'update' | 'delete' | 'restore';

/** One typed call of the API answering a record in the envelope. */
type RecordCall<S> = (sent: S) => Promise<Envelope<RecordRef>>;

/**
 * A resource's item calls, each a typed call of the API client: create sends the new record's
 * fields, update the changed ones with the id, delete and restore the record.
 */
export type RecordCalls = {
  create: RecordCall<never>;
  update: RecordCall<never>;
  delete: RecordCall<RecordRef>;
  restore: RecordCall<RecordRef>;
};

/** What a call sends, and the record it answers with (typed from the document). */
type SentBy<F> = F extends (sent: infer S) => unknown ? S : never;
type RecordOf<F> = F extends (sent: never) => Promise<Envelope<infer T>> ? T : never;

/** A resource's item calls, and the toast ids of its screen (SPEC.md §8). */
export type RecordApi<K extends RecordCalls> = {
  calls: K;
  toastIds: Pick<ToastIds, `${RecordAction}${'Success' | 'Error'}`>;
};

/** A resource's calls with its toast ids. */
export const recordApi = <K extends RecordCalls>(
  calls: K,
  toastIds: RecordApi<K>['toastIds'],
): RecordApi<K> => ({ calls, toastIds });

/**
 * A record created, updated, deleted or restored through its resource's call: the server's words
 * in the toast, whose id carries the record's (two records changed at once each get theirs), and
 * `invalidate` refreshing what the change touched.
 */
export function useRecordMutation<A extends RecordAction, K extends RecordCalls>(
  action: A,
  { calls, toastIds }: RecordApi<K>,
  {
    invalidate,
    afterSuccess,
  }: {
    invalidate: (
      queryClient: QueryClient,
      sent: SentBy<K[A]>,
      record: RecordOf<K[A]>,
    ) => Promise<unknown>;
    /** Runs after a success, once the toast is up (e.g. to show a link that was not mailed). */
    afterSuccess?: (sent: SentBy<K[A]>, record: RecordOf<K[A]>) => void;
  },
) {
  return useEnvelopeMutation({
    call: calls[action] as (sent: SentBy<K[A]>) => Promise<Envelope<RecordOf<K[A]>>>,
    // The toast is about the record created, or the one the change was sent for.
    successToastId: (sent, record) =>
      toastIds[`${action}Success`](action === 'create' ? record.id : (sent as RecordRef).id),
    errorToastId: toastIds[`${action}Error`],
    invalidate,
    afterSuccess,
    // A record sent to the Papelera comes back from the toast ('Deshacer').
    undo:
      action === 'delete'
        ? async (sent) => (await calls.restore({ id: (sent as RecordRef).id })).message
        : undefined,
  });
}

/** An answer about an account that may carry a set-password link (when nothing was mailed). */
type WithPasswordLink = { name: string; passwordLink?: string };

/**
 * POST …/{id}/reset-password (`call`, the resource's typed call): mails the account a
 * set-password link; without a mail server the answer carries the link, offered to be passed on
 * as an invitation or a reset (`purpose`). Nothing a list shows changes.
 */
export const usePasswordLinkMutation = <V extends RecordRef, R extends WithPasswordLink>(
  call: (record: V) => Promise<Envelope<R>>,
  toastIds: Pick<ToastIds, 'linkSuccess' | 'linkError'>,
  purpose: (record: V) => PasswordLinkOffer['purpose'],
) =>
  useEnvelopeMutation({
    call,
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

/** A resource whose trash toasts are its own texts: its calls, log tag, texts and toast ids. */
export type TrashApi = {
  calls: Pick<RecordCalls, 'delete' | 'restore'>;
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
export function useTrashMutation(
  action: 'delete' | 'restore',
  { calls, tag, texts, toastIds }: TrashApi,
  invalidate: (queryClient: QueryClient, record: NamedRecord) => Promise<unknown>,
) {
  const deleting = action === 'delete';
  return useToastMutation({
    mutationFn: (record: NamedRecord) =>
      withFallback(
        async () => (await calls[action](record)).data,
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
    undo: deleting
      ? async (record) => {
          await calls.restore(record);
          return texts.restored(record.name);
        }
      : undefined,
  });
}
