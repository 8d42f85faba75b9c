import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A row action: an icon button named for screen readers ('Editar Ana') with a tooltip. An action
 * that does not apply to the row keeps its place, disabled, its tooltip saying why (issue 15):
 * it stays focusable (aria-disabled, not disabled) so the reason can be read.
 */
export function IconAction({
  label,
  title,
  tone = '',
  onClick,
  disabledReason,
  children,
}: {
  label: string;
  title: string;
  /** Text colour classes. */
  tone?: string;
  onClick: () => void;
  /** Why the action does not apply to this row; the action is disabled when given. */
  disabledReason?: string;
  children: ReactNode;
}) {
  const isDisabled = disabledReason !== undefined;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      title={isDisabled ? `${title}: ${disabledReason}` : title}
      onClick={isDisabled ? undefined : onClick}
      className={`h-10 w-10 sm:h-9 sm:w-9 ${isDisabled ? 'cursor-not-allowed text-slate-400 opacity-60 hover:bg-transparent hover:text-slate-400' : tone}`}
    >
      {children}
    </Button>
  );
}
