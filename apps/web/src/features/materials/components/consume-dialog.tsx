import { useState } from 'react';
import { DialogActions, useDialogAction } from '../../../components/ui/dialog-actions';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useConsumeOrder } from '../api/consume-order';

/**
 * 'Registrar consumo': one exit per material for what the order still has to take. Running it
 * again writes nothing; it may leave a stock below zero only when told so, with a reason.
 */
export function ConsumeDialog({
  isOpen,
  order,
  onClose,
}: {
  isOpen: boolean;
  order: { id: number; number: string };
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Registrar consumo" size="lg">
      {isOpen && <ConsumeForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function ConsumeForm({
  order,
  onClose,
}: {
  order: { id: number; number: string };
  onClose: () => void;
}) {
  const consume = useConsumeOrder();
  const [allowNegative, setAllowNegative] = useState(false);
  const [reason, setReason] = useState('');
  const { error, setError, attempt } = useDialogAction();
  const run = async () => {
    if (allowNegative && !reason.trim())
      return setError('Para dejar el stock en negativo indique el motivo');
    const input = { orderId: order.id, ...(allowNegative ? { allowNegative, reason } : {}) };
    await attempt(() => consume.mutateAsync(input), onClose);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        {`Se registrarán las salidas de material pendientes del pedido ${order.number}. Lo ya consumido no se vuelve a descontar.`}
      </p>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-1"
          checked={allowNegative}
          onChange={(e) => setAllowNegative(e.target.checked)}
        />
        <span>Permitir stock negativo si falta material</span>
      </label>
      {allowNegative && (
        <TextField label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} />
      )}
      <DialogActions
        label="Registrar consumo"
        busyLabel="Registrando..."
        isPending={consume.isPending}
        onRun={run}
        onCancel={onClose}
        error={error}
      />
    </div>
  );
}
