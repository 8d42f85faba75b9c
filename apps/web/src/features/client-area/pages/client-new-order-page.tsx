import type { ClientAreaMe, Order } from '@taller/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PageHeader } from '../../../components/ui/page-header';
import { getStoredUser } from '../../../lib/session';
import { errorMessage } from '../../../lib/error-message';
import { EMPTY_DRAFT, draftFromOrder, type OrderDraft } from '../../orders';
import { useClientMe } from '../api/get-client-me';
import { useClientOrder } from '../api/get-client-order';
import { ClientOrderWizard } from '../components/client-order-wizard';

/**
 * The draft of a new order. The client is the caller (the server takes it from the session, and
 * the order takes the client's institution): the draft names both so that the shared checks and
 * the review read as staff's do. Without the record (not read), the account's name and no
 * institution: the server still decides.
 */
function newDraft(record: ClientAreaMe | undefined, from?: Order): OrderDraft {
  const client = record
    ? { id: record.id, name: record.name }
    : { id: 1, name: getStoredUser()?.name ?? 'Mi cuenta' };
  const institution = record?.institution ?? null;
  if (!from) return { ...EMPTY_DRAFT, client, institution };
  // 'Repetir pedido': the same items and people, as new ones, for a date still to choose.
  const copy = draftFromOrder(from);
  return {
    client,
    institution,
    promisedDate: '',
    notes: copy.notes,
    items: copy.items.map(({ id: _item, ...item }) => ({
      ...item,
      people: item.people.map(({ id: _person, ...person }) => person),
    })),
  };
}

/** 'Nuevo pedido': the catalogue and the guided order; '?from=' repeats an earlier order. */
export function ClientNewOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromId = Number(params.get('from'));
  const repeat = Number.isInteger(fromId) && fromId > 0 ? fromId : null;
  const source = useClientOrder(repeat);
  const me = useClientMe();
  const onSent = () => void navigate('/client/dashboard');

  return (
    <div>
      <PageHeader title={repeat ? 'Repetir pedido' : 'Nuevo pedido'} />
      {repeat && source.isPending && <LoadingIndicator isLoading message="Cargando pedido..." />}
      {repeat && source.isError && (
        <LoadError message={errorMessage(source.error)} onRetry={() => void source.refetch()} />
      )}
      {me.isPending && <LoadingIndicator isLoading message="Cargando..." />}
      {!me.isPending && (!repeat || source.data) && (
        <ClientOrderWizard
          key={repeat ?? 0}
          initial={newDraft(me.data, source.data)}
          onSent={onSent}
        />
      )}
    </div>
  );
}
