import { ORDER_STATUS_LABELS } from '@taller/shared';
import { CodeBadge, type BadgeTone } from '../../../components/ui/code-badge';

const TONES: Record<string, BadgeTone> = {
  PENDING: 'amber',
  IN_PRODUCTION: 'blue',
  FINISHED: 'violet',
  DELIVERED: 'green',
  CANCELLED: 'slate',
};

/** Pendiente, En producción, Terminado, Entregado, Cancelado. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <CodeBadge code={status} labels={ORDER_STATUS_LABELS} tones={TONES} />;
}

/** 'Atrasado' in red: promised date passed and not delivered. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset">
      Atrasado
    </span>
  );
}
