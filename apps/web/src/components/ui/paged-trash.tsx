import { useState } from 'react';
import type { ListParams } from '../../lib/list-query';
import { PagedList, type PagedListProps, type PagedListTexts } from './paged-list';
import { TrashTable, type TrashItem } from './trash-table';

type Deleted = { id: number; name: string; deletedAt: string | null; updatedBy: string | null };

export type PagedTrashProps<T extends Deleted> = {
  /** The resource's list query, asked for `deleted: true`. */
  useList: (params: ListParams) => PagedListProps<T>['query'];
  restore: { mutate: (item: T) => void; isPending: boolean; variables?: { id: number } };
  texts: PagedListTexts;
  caption: string;
  pageSize: number;
};

export const EMPTY_TRASH = 'La papelera está vacía.';

/**
 * The 'Papelera' of a server-paginated resource: deleted records (the last change, the deletion,
 * names who deleted them), each with 'Restaurar', paged like the live list.
 */
export function PagedTrash<T extends Deleted>({
  useList,
  restore,
  texts,
  caption,
  pageSize,
}: PagedTrashProps<T>) {
  const [page, setPage] = useState(1);
  const query = useList({ deleted: true, page, pageSize, sort: 'name' });
  return (
    <PagedList
      query={query}
      texts={{ ...texts, empty: EMPTY_TRASH }}
      hasFilters={false}
      onPageChange={setPage}
    >
      {(items) => (
        <TrashTable<T & TrashItem>
          items={items.map((item) => ({ ...item, deletedBy: item.updatedBy }))}
          caption={caption}
          emptyText={EMPTY_TRASH}
          restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
          onRestore={(item) => restore.mutate(item)}
        />
      )}
    </PagedList>
  );
}
