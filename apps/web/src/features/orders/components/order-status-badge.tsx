import { orderStatusText } from './order-texts';

const TONES: Record<string, string> = {
  PENDING: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  IN_PRODUCTION: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  FINISHED: 'bg-violet-100 text-violet-800 ring-violet-600/20',
  DELIVERED: 'bg-green-100 text-green-800 ring-green-600/20',
  CANCELLED: 'bg-slate-200 text-slate-700 ring-slate-500/20',
};

/** Pendiente, En producción, Terminado, Entregado, Cancelado. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[status] ?? TONES.CANCELLED}`}
    >
      {orderStatusText(status)}
    </span>
  );
}

/** 'Atrasado' in red: promised date passed and not delivered. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset">
      Atrasado
    </span>
  );
}
