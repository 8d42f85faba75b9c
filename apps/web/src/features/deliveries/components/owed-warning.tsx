import { DELIVERY_MESSAGES as M } from '@taller/shared';

/** A balance still owed, shown before handing over (the amount with the project's formatter). */
export function OwedWarning({ cents }: { cents: number }) {
  if (cents <= 0) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
    >
      {M.owedWarning(cents)}
    </p>
  );
}
