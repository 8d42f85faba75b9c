import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * While a form has unsaved changes, leaving its page (a link, Cancelar, the browser's back)
 * asks first, and closing or reloading the tab gets the browser's own warning. Answers the
 * dialog to render.
 */
export function useUnsavedChangesGuard(isDirty: boolean, saved: RefObject<boolean>) {
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
      message="Hay cambios sin guardar en el pedido. ¿Desea salir sin guardarlos?"
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
