import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalSize } from './modal';

/** One label and its value in a details list (inside a <dl>). */
export function DetailField({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Spans both columns. */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A value that may be missing: shown as-is or as a grey 'No especificado'. */
export const orMissing = (value: string | null | undefined) =>
  value?.trim() ? value : <span className="text-slate-500 italic">No especificado</span>;

/** The details modal of a record, closed with 'Cerrar'. */
export function DetailsModal({
  isOpen,
  title,
  onClose,
  size = '2xl',
  children,
}: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size={size}>
      {children}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </div>
    </Modal>
  );
}
