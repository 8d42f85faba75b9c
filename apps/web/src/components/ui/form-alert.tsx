import type { ReactNode } from 'react';

/**
 * A form-level message. Errors use role="alert" and notices role="status", so screen readers
 * announce them when they appear.
 */
export function FormAlert({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const style = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-blue-200 bg-blue-50 text-blue-900',
  }[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm ${style}`}
    >
      {children}
    </div>
  );
}
