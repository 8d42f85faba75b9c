import { Button } from './button';

/** A list that did not load: why, and 'Reintentar'. */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry: () => void;
  /** The retry under way: the button waits for it. */
  isRetrying?: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-red-700">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        Reintentar
      </Button>
    </div>
  );
}

/** What a user whose role may not see a screen gets when the server answers 403. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">Acceso denegado</p>
      <p className="text-slate-600">{message}</p>
    </div>
  );
}
