import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { useLoadedToasts } from '../lib/toast';

/** SPEC.md §9 toast durations; react-hot-toast keeps at most 20 at once. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
} as const;

export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The app's client (made before the router); tests leave it out and get a fresh one. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Mounted once the first toast loaded react-hot-toast (lib/toast.ts); it shows that toast too.
  const Toaster = useLoadedToasts()?.Toaster;
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {Toaster && (
        <Toaster
          position="bottom-right"
          // Notices are for the screen, never on a printed page.
          containerClassName="print:hidden"
          toastOptions={{
            duration: TOAST_DURATIONS.blank,
            error: { duration: TOAST_DURATIONS.error },
            success: { duration: TOAST_DURATIONS.success },
            loading: { duration: TOAST_DURATIONS.loading },
            custom: { duration: TOAST_DURATIONS.custom },
          }}
        />
      )}
    </QueryClientProvider>
  );
}
