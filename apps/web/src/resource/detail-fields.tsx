import type { ReactNode } from 'react';
import type { AuditBlockProps } from './audit-block';
import type { ModalSize } from '../components/ui/modal';
import { DetailField, FreshDetailsModal, RecordDetails } from './details-modal';
import { StatusBadge } from '../components/ui/status-badge';

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
 * A catalogue item's fields (products, packs): 'Código' in monospace and 'Nombre', its own fields
 * (`children`), 'Estado', and 'Descripción' ('Sin descripción' when it has none).
 */
export function CatalogueDetails({
  item,
  children,
}: {
  item: { code: string; name: string; status: string; description: readonly string[] };
  children: ReactNode;
}) {
  return (
    <>
      <DetailField label="Código">
        <span className="font-mono">{item.code}</span>
      </DetailField>
      <NameDetail name={item.name} />
      {children}
      <StatusDetail status={item.status} />
      <DescriptionDetail items={item.description} empty="Sin descripción" />
    </>
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
  size,
  after,
  children,
}: {
  title: string;
  record: T | null;
  useFresh: (id: number, initial: T) => { data?: T };
  onClose: () => void;
  size?: ModalSize;
  after?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  return (
    <FreshDetailsModal
      record={record}
      onClose={onClose}
      useFresh={useFresh}
      title={title}
      size={size}
    >
      {(fresh) => (
        <RecordDetails record={fresh} after={after?.(fresh)}>
          {children(fresh)}
        </RecordDetails>
      )}
    </FreshDetailsModal>
  );
}
