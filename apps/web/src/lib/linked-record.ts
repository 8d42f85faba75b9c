import { VIEW_PARAM } from '@taller/shared/notifications/event-kinds';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record a link names (`?view=<id>`: a notification's link to the order, the bill, the
 * ticket), and how to drop it from the URL once its details are open.
 */
export function useLinkedId() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(VIEW_PARAM);
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { id, clear };
}

/**
 * Opens the linked record's details once it is loaded (`record`: the screen's query of that
 * id), then drops the link from the URL so that closing them stays closed.
 */
export function useOpenLinked<T>(
  linked: ReturnType<typeof useLinkedId>,
  record: T | undefined,
  open: (record: T) => void,
) {
  const { id, clear } = linked;
  useEffect(() => {
    if (id === null || record === undefined) return;
    open(record);
    clear();
  }, [id, record, clear, open]);
}
