import { DELIVERY_MESSAGES as M, type DeliveryPerson } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';

const STATE_STYLE: Record<DeliveryPerson['state'], string> = {
  PENDING: 'bg-slate-100 text-slate-700',
  DELIVERED: 'bg-green-100 text-green-800',
  ABSENT: 'bg-amber-100 text-amber-800',
  SIZE_CHANGE: 'bg-violet-100 text-violet-800',
};

export type PersonActions = {
  onDeliver: (person: DeliveryPerson) => void;
  onAbsent: (person: DeliveryPerson) => void;
  onChangeSize: (person: DeliveryPerson) => void;
  busy: boolean;
  canDeliver: boolean;
  canChangeSize: boolean;
};

/** One person's bag: what it holds, where it stands, and the big buttons of the school door. */
export function PersonCard({
  person,
  actions,
  highlighted = false,
}: {
  person: DeliveryPerson;
  actions: PersonActions;
  highlighted?: boolean;
}) {
  const delivered = person.delivered;
  const exchanges = person.events.filter((e) => e.exchangeOrder);
  const canSize = actions.canChangeSize && person.items.some((i) => i.sizes.length > 1);
  return (
    <li
      aria-label={person.name}
      className={`flex flex-col gap-2 rounded-lg border bg-white p-3 ${highlighted ? 'border-blue-600 ring-2 ring-blue-600' : 'border-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{person.name}</p>
          <p className="text-sm text-slate-600">
            {[
              person.course,
              person.items.map((i) => (i.size ? `${i.product} (${i.size})` : i.product)).join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLE[person.state]}`}
        >
          {M.states[person.state]}
        </span>
      </div>
      {delivered && (
        <p className="text-sm text-green-800">
          {M.deliveredBy(formatDateTime(delivered.at), delivered.by, delivered.receivedBy)}
          {delivered.note && <span className="block text-slate-600">{delivered.note}</span>}
        </p>
      )}
      {exchanges.map((e) => (
        <p key={e.id} className="text-sm text-violet-800">
          {M.exchangeOrder(e.exchangeOrder!.number)} · {e.newSize}
        </p>
      ))}
      <div className="grid grid-cols-2 gap-2">
        {!delivered && actions.canDeliver && (
          <>
            <Button
              className="col-span-2 min-h-14 text-lg"
              onClick={() => actions.onDeliver(person)}
              disabled={actions.busy}
            >
              {M.deliver}
            </Button>
            <Button
              variant="secondary"
              className="min-h-12"
              onClick={() => actions.onAbsent(person)}
              disabled={actions.busy || person.state === 'ABSENT'}
            >
              {M.absent}
            </Button>
          </>
        )}
        {canSize && (
          <Button
            variant="secondary"
            className={`min-h-12 ${delivered || !actions.canDeliver ? 'col-span-2' : ''}`}
            onClick={() => actions.onChangeSize(person)}
            disabled={actions.busy}
          >
            {M.changeSize}
          </Button>
        )}
      </div>
    </li>
  );
}
