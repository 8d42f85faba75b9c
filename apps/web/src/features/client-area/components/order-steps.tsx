import { CLIENT_ORDER_STEPS, orderStatusLabel, type Order } from '@taller/shared';
import { formatDate } from '../../../lib/dates';

/** Pendiente → En producción → Terminado → Entregado, each reached step with its date. */
export function OrderSteps({ order }: { order: Pick<Order, 'status' | 'history' | 'number'> }) {
  if (order.status === 'CANCELLED') {
    const why = order.history.find((h) => h.to === 'CANCELLED')?.note;
    return <p className="text-sm font-medium text-slate-700">Cancelado{why ? `: ${why}` : ''}</p>;
  }
  const reached = CLIENT_ORDER_STEPS.indexOf(order.status as (typeof CLIENT_ORDER_STEPS)[number]);
  return (
    <ol aria-label={`Avance del pedido ${order.number}`} className="flex w-full items-start">
      {CLIENT_ORDER_STEPS.map((step, at) => {
        const isDone = at <= reached;
        const when = [...order.history].reverse().find((h) => h.to === step)?.at;
        return (
          <li
            key={step}
            aria-current={at === reached ? 'step' : undefined}
            className="flex flex-1 flex-col items-center gap-1 text-center"
          >
            <span className="flex w-full items-center">
              <span
                className={`h-0.5 flex-1 ${at === 0 ? '' : isDone ? 'bg-blue-700' : 'bg-slate-200'}`}
              />
              <span
                aria-hidden="true"
                className={`h-3 w-3 shrink-0 rounded-full ${isDone ? 'bg-blue-700' : 'border-2 border-slate-300 bg-white'}`}
              />
              <span
                className={`h-0.5 flex-1 ${at === CLIENT_ORDER_STEPS.length - 1 ? '' : at < reached ? 'bg-blue-700' : 'bg-slate-200'}`}
              />
            </span>
            <span className={`text-xs ${isDone ? 'font-medium text-slate-900' : 'text-slate-500'}`}>
              {orderStatusLabel(step)}
              <span className="sr-only">{isDone ? ' (hecho)' : ' (pendiente)'}</span>
            </span>
            {isDone && when && (
              <span className="text-[11px] text-slate-500">{formatDate(when)}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
