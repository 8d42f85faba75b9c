import type { ReactNode } from 'react';

/** A form's main button; while busy it is disabled and says what is happening. */
export function SubmitButton({
  isBusy,
  busyText,
  children,
}: {
  isBusy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-blue-700 px-4 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70"
    >
      {isBusy && (
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          aria-hidden="true"
        />
      )}
      {isBusy ? busyText : children}
    </button>
  );
}
