import type { Client } from '@taller/shared';
import { ResourcePage } from '../../../components/ui/resource-page';
import { askBeforeDeactivating, DeactivateDialog } from '../../../components/ui/confirm-dialog';
import { PasswordLinkDialog } from '../../../components/ui/password-link-dialog';
import { useManagementState } from '../../../lib/management-state';
import { useDeleteClient } from '../api/delete-client';
import { useClients } from '../api/get-clients';
import { useToggleClientStatus } from '../api/toggle-client-status';
import { ClientDetailsModal } from '../components/client-details';
import { ClientFilterBar, EMPTY_CLIENT_FILTERS } from '../components/client-filter-bar';
import { CreateClientModal, EditClientModal } from '../components/client-form-modals';
import { ClientTable, type ClientSortField } from '../components/client-table';
import { CLIENT_LIST_TEXTS, CLIENT_TEXTS, CLIENTS_PAGE_SIZE } from '../components/client-texts';
import { ClientTrash } from '../components/client-trash';

/** Gestión de Clientes (issue 7), at /director/dashboard/clients. */
export function ClientsPage() {
  const screen = useManagementState<Client, typeof EMPTY_CLIENT_FILTERS, ClientSortField>(
    EMPTY_CLIENT_FILTERS,
    { pageSize: CLIENTS_PAGE_SIZE },
  );
  const { list, dialog } = screen;
  const toggle = useToggleClientStatus();
  const remove = useDeleteClient();

  return (
    <ResourcePage
      screen={screen}
      title="Gestión de Clientes"
      noun="Clientes"
      listLabel="Listado de clientes"
      trashLabel="Papelera de clientes"
      exportCsv={{ path: '/client/export.csv', filePrefix: 'clientes' }}
      create={{ label: 'Agregar Cliente', onClick: dialog.create }}
      filterBar={ClientFilterBar}
      useList={useClients}
      texts={CLIENT_LIST_TEXTS}
      table={(clients) => (
        <ClientTable
          clients={clients}
          sort={list.sort}
          onSort={list.sortBy}
          {...dialog.rowActions}
          onToggleStatus={askBeforeDeactivating(dialog, toggle)}
        />
      )}
      trash={<ClientTrash />}
      remove={remove}
      deleteTitle="Eliminar Cliente"
      deleteMessage={(client) =>
        `¿Está seguro de que desea eliminar al cliente ${client.name}? Podrá restaurarlo desde la Papelera.`
      }
    >
      <CreateClientModal {...screen.createModal} />
      <EditClientModal client={dialog.record('edit')} onClose={dialog.close} />
      <ClientDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <DeactivateDialog
        record={dialog.record('deactivate')}
        title="Desactivar Cliente"
        message={(client) => CLIENT_TEXTS.deactivateConfirm(client)}
        toggle={toggle}
        onClose={dialog.close}
      />
      <PasswordLinkDialog />
    </ResourcePage>
  );
}
