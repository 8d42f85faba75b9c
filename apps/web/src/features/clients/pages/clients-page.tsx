import type { Client } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage, type ManagementView } from '../../../components/ui/management-page';
import { PagedList } from '../../../components/ui/paged-list';
import { toQueryString, useListState } from '../../../lib/list-query';
import { useDeleteClient } from '../api/delete-client';
import { useClients } from '../api/get-clients';
import { useUpdateClient } from '../api/update-client';
import { ClientDetailsModal } from '../components/client-details';
import { ClientFilterBar, EMPTY_CLIENT_FILTERS } from '../components/client-filter-bar';
import { CreateClientModal, EditClientModal } from '../components/client-form-modals';
import { ClientTable, type ClientSortField } from '../components/client-table';
import { CLIENT_LIST_TEXTS, CLIENTS_PAGE_SIZE } from '../components/client-texts';
import { ClientTrash } from '../components/client-trash';

type Dialog = { kind: 'create' } | { kind: 'details' | 'edit' | 'delete'; client: Client } | null;

/** Gestión de Clientes (issue 7), at /director/dashboard/clients. */
export function ClientsPage() {
  const [view, setView] = useState<ManagementView>('list');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListState(
    EMPTY_CLIENT_FILTERS,
    { field: 'name' as ClientSortField, direction: 'asc' },
    CLIENTS_PAGE_SIZE,
  );
  const query = useClients(list.params);
  const update = useUpdateClient();
  const remove = useDeleteClient();
  const close = () => setDialog(null);
  const pick = (kind: 'details' | 'edit' | 'delete') =>
    dialog && dialog.kind === kind ? dialog.client : null;
  const toDelete = pick('delete');
  const { q, status, institutionId, sort } = list.params;

  return (
    <ManagementPage
      title="Gestión de Clientes"
      noun="Clientes"
      listLabel="Listado de clientes"
      trashLabel="Papelera de clientes"
      view={view}
      onViewChange={setView}
      actions={
        <>
          <ExportCsvButton
            path={`/client/export.csv${toQueryString({ q, status, institutionId, sort })}`}
            filePrefix="clientes"
          />
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            Agregar Cliente
          </Button>
        </>
      }
      filters={
        <ClientFilterBar
          filters={list.filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          hasFilters={list.hasFilters}
        />
      }
      list={
        <PagedList
          query={query}
          texts={CLIENT_LIST_TEXTS}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
        >
          {(clients) => (
            <ClientTable
              clients={clients}
              sort={list.sort}
              onSort={list.sortBy}
              onView={(client) => setDialog({ kind: 'details', client })}
              onEdit={(client) => setDialog({ kind: 'edit', client })}
              onDelete={(client) => setDialog({ kind: 'delete', client })}
              onToggleStatus={(client) =>
                update.mutate({
                  id: client.id,
                  status: client.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE',
                })
              }
            />
          )}
        </PagedList>
      }
      trash={<ClientTrash />}
    >
      <CreateClientModal
        isOpen={dialog?.kind === 'create'}
        onClose={close}
        onCreated={() => {
          setView('list');
          list.setPage(1);
        }}
      />
      <EditClientModal client={pick('edit')} onClose={close} />
      <ClientDetailsModal client={pick('details')} onClose={close} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Eliminar Cliente"
        message={
          toDelete
            ? `¿Está seguro de que desea eliminar al cliente ${toDelete.name}? Podrá restaurarlo desde la Papelera.`
            : ''
        }
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        isBusy={remove.isPending}
        onCancel={close}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: close })}
      />
    </ManagementPage>
  );
}
