import type { Client, CreateClientInput, UpdateClientInput } from '@taller/shared';
import { FILTER_CONTROL, FILTER_FIELD, STATUS_SELECT } from '../../../components/ui/filter-bar';
import { ResourcePage } from '../../../resource/resource-page';
import { askBeforeDeactivating } from '../../../resource/record-dialogs';
import { PasswordLinkDialog } from '../../../components/ui/password-link-dialog';
import { useManagementState } from '../../../resource/management-state';
import { InstitutionCombobox } from '../../institutions';
import { CLIENT_BULK } from '../api/bulk-clients';
import { useCreateClient } from '../api/create-client';
import { useDeleteClient } from '../api/delete-client';
import { useClients } from '../api/get-clients';
import { useToggleClientStatus } from '../api/toggle-client-status';
import { useUpdateClient } from '../api/update-client';
import { ClientDetailsModal } from '../components/client-details';
import { ClientForm } from '../components/client-form';
import {
  EMPTY_CLIENT_FORM,
  toClientFormValues,
  type ClientFormOutput,
} from '../components/client-form-schema';
import { ClientTable, type ClientSortField } from '../components/client-table';
import { CLIENT_LIST_TEXTS, CLIENT_TEXTS, CLIENTS_PAGE_SIZE } from '../components/client-texts';
import { ClientTrash } from '../components/client-trash';
import { ImportButton } from '../../imports';

const EMPTY_FILTERS = { search: '', status: '', institutionId: '' };
const BULK = { ...CLIENT_BULK, rowName: (client: Client) => client.name };

/** Gestión de Clientes (issue 7), at /director/dashboard/clients. */
export function ClientsPage() {
  const screen = useManagementState<Client, typeof EMPTY_FILTERS, ClientSortField>(EMPTY_FILTERS, {
    pageSize: CLIENTS_PAGE_SIZE,
  });
  const { list, dialog } = screen;
  const create = useCreateClient();
  const update = useUpdateClient();
  const toggle = useToggleClientStatus();
  const remove = useDeleteClient();

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Gestión de Clientes', one: 'Cliente', many: 'Clientes' }}
      exportCsv={{ path: '/client/export.csv', filePrefix: 'clientes' }}
      actions={<ImportButton resource="client" />}
      create={{ label: 'Agregar Cliente', onClick: dialog.create }}
      filterBar={{
        searchPlaceholder: 'Buscar por nombre, documento, correo o teléfono...',
        selects: [STATUS_SELECT],
        children: (
          <InstitutionCombobox
            label="Institución"
            noneLabel="Todas"
            value={list.filters.institutionId}
            onChange={(institutionId) => list.setFilters({ ...list.filters, institutionId })}
            className={FILTER_FIELD}
            inputClassName={`${FILTER_CONTROL} w-56`}
          />
        ),
      }}
      useList={useClients}
      texts={CLIENT_LIST_TEXTS}
      table={(clients, tableList) => (
        <ClientTable
          clients={clients}
          {...tableList}
          onToggleStatus={askBeforeDeactivating(dialog, toggle)}
        />
      )}
      trash={<ClientTrash />}
      forms={{
        titles: { create: 'Registrar Nuevo Cliente', edit: 'Editar Cliente' },
        size: '3xl',
        emptyValues: EMPTY_CLIENT_FORM,
        toValues: toClientFormValues,
        saveNew: (values: ClientFormOutput) => create.mutateAsync(values as CreateClientInput),
        saveEdit: (client, values) =>
          update.mutateAsync({
            ...(values as UpdateClientInput),
            id: client.id,
            previousInstitutionId: client.institutionId,
          }),
        form: (props, client) => <ClientForm client={client} {...props} />,
      }}
      deactivate={{ toggle, message: CLIENT_TEXTS.deactivateConfirm }}
      details={ClientDetailsModal}
      remove={remove}
      deleteMessage={(client) =>
        `¿Está seguro de que desea eliminar al cliente ${client.name}? Podrá restaurarlo desde la Papelera.`
      }
      bulk={BULK}
    >
      <PasswordLinkDialog />
    </ResourcePage>
  );
}
