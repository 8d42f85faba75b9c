import type { ReactNode } from 'react';
import { AuditBlock, type AuditBlockProps } from './audit-block';
import { Button } from '../components/ui/button';
import { Modal, type ModalSize } from '../components/ui/modal';

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

/** A record's fields in two columns, anything shown after them, then who changed it and when. */
export function RecordDetails({
  record,
  after,
  children,
}: {
  record: AuditBlockProps;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</dl>
      {after}
      <AuditBlock
        createdBy={record.createdBy}
        updatedBy={record.updatedBy}
        createdAt={record.createdAt}
        updatedAt={record.updatedAt}
        deletedAt={record.deletedAt}
        deletedBy={record.deletedBy}
      />
    </div>
  );
}

/** A record's details modal: the record while open, null while closed. */
export type RecordModalProps<T> = { record: T | null; onClose: () => void };

/** Fetches a record's fresh copy (its `['<resource>', id]` query), given the row as it stands. */
type UseFresh<T> = (id: number, initial: T) => { data?: T };

/**
 * The details modal of a record (null while closed): it shows the row at once, and the fresh copy
 * `useFresh` fetches when it comes.
 */
export function FreshDetailsModal<T extends { id: number }>({
  title,
  record,
  useFresh,
  onClose,
  size,
  children,
}: {
  title: string;
  record: T | null;
  useFresh: UseFresh<T>;
  onClose: () => void;
  size?: ModalSize;
  children: (record: T) => ReactNode;
}) {
  return (
    <DetailsModal isOpen={record !== null} title={title} onClose={onClose} size={size}>
      {record && (
        <FreshDetails record={record} useFresh={useFresh}>
          {children}
        </FreshDetails>
      )}
    </DetailsModal>
  );
}

function FreshDetails<T extends { id: number }>({
  record,
  useFresh,
  children,
}: {
  record: T;
  useFresh: UseFresh<T>;
  children: (record: T) => ReactNode;
}) {
  const { data } = useFresh(record.id, record);
  return children(data ?? record);
}
