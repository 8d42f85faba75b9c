import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While a form has unsaved changes, leaving its page (a link, Cancelar, the browser's back)
 * asks first (`message` names what is being edited), and closing or reloading the tab gets the
 * browser's own warning. Answers the dialog to render.
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  saved: RefObject<boolean>,
  message: string,
) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, saved]);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="Cambios sin guardar"
      message={message}
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
