import type { ReactNode } from 'react';
import type { AuditBlockProps } from './audit-block';
import { DetailField, FreshDetailsModal, RecordDetails } from './details-modal';
import { StatusBadge } from './status-badge';

/** 'Código': a catalogue code in monospace. */
export const CodeDetail = ({ code }: { code: string }) => (
  <DetailField label="Código">
    <span className="font-mono">{code}</span>
  </DetailField>
);

/** 'Nombre': the record's name in bold. */
export const NameDetail = ({ name }: { name: ReactNode }) => (
  <DetailField label="Nombre">
    <span className="font-medium">{name}</span>
  </DetailField>
);

/** 'Estado': the record's status badge. */
export const StatusDetail = ({ status }: { status: string }) => (
  <DetailField label="Estado">
    <StatusBadge status={status} />
  </DetailField>
);

/** 'Descripción' across both columns: its items as bullets (`spaced` apart), else `empty`. */
export function DescriptionDetail({
  items,
  empty,
  spaced = false,
}: {
  items: readonly string[];
  empty: ReactNode;
  spaced?: boolean;
}) {
  return (
    <DetailField label="Descripción" wide>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className={spaced ? 'list-disc space-y-1 pl-5' : 'list-disc pl-5'}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      )}
    </DetailField>
  );
}

/**
 * A record's 'Detalles de …' modal (closed while `record` is null): the row at once and the
 * fresh copy `useFresh` fetches when it comes, its fields in two columns (`children`), what
 * `after` shows under them, then who changed it and when.
 */
export function RecordDetailsModal<T extends { id: number } & AuditBlockProps>({
  title,
  record,
  useFresh,
  onClose,
  after,
  children,
}: {
  title: string;
  record: T | null;
  useFresh: (id: number, initial: T) => { data?: T };
  onClose: () => void;
  after?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  return (
    <FreshDetailsModal record={record} onClose={onClose} useFresh={useFresh} title={title}>
      {(fresh) => (
        <RecordDetails record={fresh} after={after?.(fresh)}>
          {children(fresh)}
        </RecordDetails>
      )}
    </FreshDetailsModal>
  );
}
