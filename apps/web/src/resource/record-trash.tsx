import { useState } from 'react';
import type { ListParams } from '../lib/list-query';
import { BulkBar } from './bulk-bar';
import { BulkRestoreAction, useListBulk, type RecordBulk } from './bulk-actions';
import { PagedList, type PagedListProps } from './paged-list';
import { RECORDS_PAGE_SIZE, type RecordListTexts } from './record-list';
import { TrashTable, type TrashItem } from './trash-table';

// Apart from record-list.tsx: a list that only pages (Gestión de Líneas) does not bring the
// trash's table with it; each trash panel loads on first use.

const EMPTY_TRASH = 'La papelera está vacía.';
/** The trash's query; 'all N in the Papelera' sends it as the bulk call's filter. */
const TRASH_FILTER = { deleted: true, sort: 'name' };

/**
 * The 'Papelera' of a resource listed by name: its deleted records (the last change, the deletion,
 * names who deleted them), each with 'Restaurar', RECORDS_PAGE_SIZE a page, under its texts.
 * With `bulk`, rows have checkboxes and the bar restores the ones ticked in one call.
 */
export function RecordTrash<
  // A record as its list answers it with `deleted: true`: its last change is the deletion.
  T extends { id: number; name?: string; deletedAt: string | null; updatedBy: string | null },
>({
  useList,
  restore,
  texts,
  name = (record) => record.name ?? '',
  bulk,
}: {
  /** The resource's list query, asked for `deleted: true`. */
  useList: (params: ListParams) => PagedListProps<T>['query'];
  restore: { mutate: (item: T) => void; isPending: boolean; variables?: { id: number } };
  texts: RecordListTexts;
  /** What the trash calls a record: its `name` unless said (an order its number). */
  name?: (record: T) => string;
  /** The resource's bulk calls: 'Restaurar' many at once. */
  bulk?: RecordBulk;
}) {
  const [page, setPage] = useState(1);
  const query = useList({ deleted: true, page, pageSize: RECORDS_PAGE_SIZE, sort: 'name' });
  const many = useListBulk(query.data, name, TRASH_FILTER);
  return (
    <>
      {bulk && (
        <BulkBar {...many.bar}>
          <BulkRestoreAction
            bulk={bulk}
            selected={many.selected}
            filter={TRASH_FILTER}
            run={many.run}
          />
        </BulkBar>
      )}
      <PagedList
        query={query}
        texts={{ ...texts, empty: EMPTY_TRASH }}
        hasFilters={false}
        onPageChange={setPage}
      >
        {(items) => (
          <TrashTable<T & TrashItem>
            items={items.map((item) => ({ ...item, name: name(item), deletedBy: item.updatedBy }))}
            caption={texts.deleted}
            emptyText={EMPTY_TRASH}
            restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
            onRestore={(item) => restore.mutate(item)}
            selection={bulk && many.selected.selection}
          />
        )}
      </PagedList>
    </>
  );
}
