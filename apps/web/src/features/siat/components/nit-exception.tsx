import { SIAT_SCREEN_MESSAGES as T } from '@taller/shared';
import { ApiError } from '../../../api/client';
import { Button } from '../../../components/ui/button';

/** SIAT could not verify the client's NIT (`NIT_INVALID`): the dialog offers the exception. */
export const isNitRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'NIT_INVALID';

/**
 * The server's refusal of a NIT, with 'Emitir igual con este NIT (excepción)': the caller
 * resends the same bill with `nitException: true`.
 */
export function NitExceptionOffer({
  message,
  onIssueAnyway,
  isSubmitting,
}: {
  message: string;
  onIssueAnyway: () => void;
  isSubmitting: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-medium">{message}</p>
      <p>{T.nitExceptionHint}</p>
      <div>
        <Button variant="secondary" onClick={onIssueAnyway} disabled={isSubmitting}>
          {T.nitException}
        </Button>
      </div>
    </div>
  );
}
