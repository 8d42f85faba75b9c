import type { ReactNode } from 'react';
import { Button } from './button';

/** A row action: an icon button named for screen readers ('Editar Ana') with a tooltip. */
export function IconAction({
  label,
  title,
  tone = '',
  onClick,
  children,
}: {
  label: string;
  title: string;
  /** Text colour classes. */
  tone?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={title}
      onClick={onClick}
      className={tone}
    >
      {children}
    </Button>
  );
}
