import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadingIndicator } from './loading-indicator';

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

/**
 * A list loaded whole (lines, a trash) in its states: `loading` while it loads, the failure as an
 * alert, else the list `children` draws of the data.
 */
export function Loaded<T>({
  query: { data, isPending, error },
  loading,
  loadError,
  children,
}: {
  query: { data?: T; isPending: boolean; error: Error | null };
  loading: string;
  loadError: (message: string) => string;
  children: (data: T) => ReactNode;
}) {
  if (isPending) return <LoadingIndicator isLoading message={loading} size="medium" />;
  if (error) {
    return (
      <p role="alert" className="p-6 text-center text-red-700">
        {loadError(error.message)}
      </p>
    );
  }
  return children(data as T);
}
