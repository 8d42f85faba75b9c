import { useState } from 'react';
import { useListState, type ListFilters } from '../lib/list-query';

/** A management screen shows its list or its trash. */
export type ManagementView = 'list' | 'trash';

export type RecordDialogKind = 'details' | 'edit' | 'delete' | 'deactivate';
type DialogState<T> = { kind: 'create' } | { kind: RecordDialogKind; record: T } | null;

/** Which dialog of a management screen is open ('create', or one on a record), if any. */
export function useRecordDialog<T>() {
  const [state, setState] = useState<DialogState<T>>(null);
  const open = (kind: RecordDialogKind) => (record: T) => setState({ kind, record });
  return {
    isCreating: state?.kind === 'create',
    create: () => setState({ kind: 'create' }),
    /** `onView={dialog.open('details')}`: opens that dialog on the row's record. */
    open,
    /** A table's onView, onEdit and onDelete. */
    rowActions: { onView: open('details'), onEdit: open('edit'), onDelete: open('delete') },
    /** The record the dialog of that kind is open on, or null when it is closed. */
    record: (kind: RecordDialogKind) => (state && state.kind === kind ? state.record : null),
    close: () => setState(null),
  };
}

/**
 * The state of a management screen: records or 'Papelera', the list's filters, page and sort,
 * and the open dialog. The props of its filter bar and paged list come ready to spread.
 */
export function useManagementState<T, F extends ListFilters, S extends string = string>(
  emptyFilters: F,
  {
    sortField = 'name' as S,
    sortDirection = 'asc',
    pageSize = 20,
  }: { sortField?: S; sortDirection?: 'asc' | 'desc'; pageSize?: number } = {},
) {
  const [view, setView] = useState<ManagementView>('list');
  const list = useListState(emptyFilters, { field: sortField, direction: sortDirection }, pageSize);
  const dialog = useRecordDialog<T>();
  /** A record was created: back to the records, first page. */
  const afterCreate = () => {
    setView('list');
    list.setPage(1);
  };
  const createModal = { isOpen: dialog.isCreating, onClose: dialog.close, onCreated: afterCreate };
  return {
    view,
    setView,
    list,
    dialog,
    /** ManagementPage's view and onViewChange. */
    views: { view, onViewChange: setView },
    filterBar: {
      filters: list.filters,
      onChange: list.setFilters,
      onClear: list.clearFilters,
      hasFilters: list.hasFilters,
    },
    pagedList: { hasFilters: list.hasFilters, onPageChange: list.setPage },
    createModal,
    /** The resource's create and edit modals (RecordFormModals' `modals`). */
    formModals: { create: createModal, edited: dialog.record('edit'), onClose: dialog.close },
    deleteDialog: { record: dialog.record('delete'), onClose: dialog.close },
  };
}
