import {
  PURCHASE_ORDER_TEXTS as T,
  formatQuantity,
  parseQuantity,
  quantityToText,
  type PurchaseOrder,
} from '@taller/shared';
import { useState } from 'react';
import { DialogActions, useDialogAction } from '../../../components/ui/dialog-actions';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useReceivePurchaseOrder } from '../api/purchase-order-api';

const today = () => new Date().toISOString().slice(0, 10);

/** 'Recibir': what came in on each line still due (all of it by default), its document and day. */
export function ReceiveDialog({
  order,
  isOpen,
  onClose,
}: {
  order: PurchaseOrder;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={T.receiveTitle(order.number)} size="lg">
      {isOpen && <ReceiveForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function ReceiveForm({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const receive = useReceivePurchaseOrder();
  const open = order.lines.filter((l) => l.due > 0);
  const [quantities, setQuantities] = useState(
    () => new Map(open.map((l) => [l.id, quantityToText(l.due)])),
  );
  const [document, setDocument] = useState('');
  const [date, setDate] = useState(today);
  const [allowOver, setAllowOver] = useState(false);
  const { error, setError, attempt } = useDialogAction();
  const run = async () => {
    const lines = open.flatMap((l) => {
      const text = quantities.get(l.id)?.trim() ?? '';
      const quantity = text === '' ? 0 : (parseQuantity(text) ?? Number.NaN);
      return quantity === 0 ? [] : [{ lineId: l.id, quantity }];
    });
    if (lines.length === 0) return setError(T.nothingToReceive);
    const body = { id: order.id, lines, date, ...(document.trim() ? { document } : {}) };
    await attempt(() => receive.mutateAsync(allowOver ? { ...body, allowOver } : body), onClose);
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {open.map((line) => (
          <li key={line.id} className="grid items-end gap-2 sm:grid-cols-2">
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">{line.material.code}</span>{' '}
              {line.material.name}
              <br />
              {`${T.due}: ${formatQuantity(line.due, line.material.unit)}`}
            </p>
            <TextField
              label={T.receivedNow(line.material.code)}
              inputMode="decimal"
              value={quantities.get(line.id) ?? ''}
              onChange={(e) => setQuantities(new Map(quantities).set(line.id, e.target.value))}
            />
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={T.document}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
        />
        <TextField
          label={T.date}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-1"
          checked={allowOver}
          onChange={(e) => setAllowOver(e.target.checked)}
        />
        <span>{T.allowOver}</span>
      </label>
      <DialogActions
        label={T.receive}
        busyLabel={T.receiving}
        isPending={receive.isPending}
        onRun={run}
        onCancel={onClose}
        error={error}
      />
    </div>
  );
}
