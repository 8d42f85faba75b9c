import { ORDER_MESSAGES, type Order, type OrderStatus } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { DeliverWarnings } from '../../deliveries';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Modal } from '../../../components/ui/modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { ReasonField, useReasonText } from '../../../components/ui/reason-field';
import { useFinishWarning } from '../../production';
import { useChangeOrderStatus } from '../api/change-order-status';
import { nextStatuses, orderStatusText } from './order-texts';

/** 'Cambiar estado': the statuses the order may move to, a note (the reason, to cancel). */
export function OrderStatusDialog({
  order,
  onClose,
  initialStatus,
}: {
  order: Order | null;
  onClose: () => void;
  /** The status chosen at first (a card dropped on 'Cancelado'). */
  initialStatus?: OrderStatus;
}) {
  return (
    <Modal
      isOpen={order !== null}
      onClose={onClose}
      title={order ? `Cambiar estado de ${order.number}` : 'Cambiar estado'}
    >
      {order && (
        <StatusForm key={order.id} order={order} onClose={onClose} initialStatus={initialStatus} />
      )}
    </Modal>
  );
}

function StatusForm({
  order,
  onClose,
  initialStatus,
}: {
  order: Order;
  onClose: () => void;
  initialStatus?: OrderStatus;
}) {
  const options = nextStatuses(order.status);
  const [status, setStatus] = useState<OrderStatus>(
    initialStatus && options.includes(initialStatus) ? initialStatus : options[0]!,
  );
  const note = useReasonText();
  const change = useChangeOrderStatus();
  // Finishing by hand with pieces not through the last stage: say how many, and ask to confirm.
  const warning = useFinishWarning(order.id, status === 'FINISHED');
  const [confirmed, setConfirmed] = useState(false);
  const [mustConfirm, setMustConfirm] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A cancellation needs its reason; any other move takes an optional note.
    if (status === 'CANCELLED' && !note.require(ORDER_MESSAGES.cancelReasonRequired)) return;
    if (warning && !confirmed) return setMustConfirm(true);
    change.mutate({ order, status, note: note.text }, { onSuccess: onClose });
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel="Cambiar estado"
      isSubmitting={change.isPending}
      onCancel={onClose}
    >
      <p className="text-sm text-slate-600">
        Estado actual: <strong>{orderStatusText(order.status)}</strong>
      </p>
      <RadioGroup
        legend="Nuevo estado"
        name="status"
        choices={options}
        value={status}
        label={orderStatusText}
        onChange={(option) => {
          setStatus(option);
          note.clearError();
        }}
      />
      {status === 'DELIVERED' && <DeliverWarnings order={order} />}
      <ReasonField
        label={status === 'CANCELLED' ? 'Motivo de la cancelación' : 'Nota (opcional)'}
        reason={note}
      />
      {warning && (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="text-amber-900">{warning}</p>
          <label className="mt-2 flex items-center gap-2 text-amber-900">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            Marcar como Terminado de todos modos
          </label>
          {mustConfirm && !confirmed && (
            <p className="mt-1 text-red-700">Confirme para marcarlo como Terminado.</p>
          )}
        </div>
      )}
    </DialogForm>
  );
}
