import { DELIVERY_MESSAGES as M, type DeliveryPerson } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { RecordDelivery } from '../api/deliveries';

export type DeliveryAction = { person: DeliveryPerson; kind: 'DELIVERED' | 'SIZE_CHANGE' };

/** 'Entregado' (who received it, a note) or 'Cambio de talla' (the product and its new size). */
export function DeliveryActionDialog({
  orderId,
  action,
  record,
  onClose,
}: {
  orderId: number;
  action: DeliveryAction | null;
  record: RecordDelivery;
  onClose: () => void;
}) {
  const title = action
    ? `${action.kind === 'DELIVERED' ? M.deliver : M.changeSize}: ${action.person.name}`
    : M.deliver;
  return (
    <Modal isOpen={action !== null} onClose={onClose} title={title}>
      {action && (
        <ActionForm
          key={action.person.id}
          orderId={orderId}
          action={action}
          record={record}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ActionForm({
  orderId,
  action,
  record,
  onClose,
}: {
  orderId: number;
  action: DeliveryAction;
  record: RecordDelivery;
  onClose: () => void;
}) {
  const { person, kind } = action;
  const sized = person.items.filter((i) => i.sizes.length > 0);
  const [receivedBy, setReceivedBy] = useState('');
  const [note, setNote] = useState('');
  const [productId, setProductId] = useState(sized[0]?.productId ?? 0);
  const product = sized.find((i) => i.productId === productId);
  const choices = (product?.sizes ?? []).filter((s) => s !== product?.size);
  const [newSize, setNewSize] = useState(choices[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const base = { orderId, personId: person.id, note: note || null };
    record.mutate(
      kind === 'DELIVERED'
        ? { ...base, state: 'DELIVERED', receivedBy: receivedBy || null }
        : { ...base, state: 'SIZE_CHANGE', productId, newSize },
      { onSuccess: onClose },
    );
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={M.confirm}
      isSubmitting={record.isPending}
      onCancel={onClose}
    >
      {kind === 'DELIVERED' ? (
        <TextField
          label={M.receivedByLabel}
          placeholder={M.receivedByPlaceholder}
          value={receivedBy}
          maxLength={100}
          onChange={(e) => setReceivedBy(e.target.value)}
        />
      ) : (
        <>
          {sized.length > 1 && (
            <SelectField
              label={M.productLabel}
              value={String(productId)}
              onChange={(e) => {
                const next = Number(e.target.value);
                setProductId(next);
                const item = sized.find((i) => i.productId === next);
                setNewSize(item?.sizes.find((s) => s !== item.size) ?? '');
              }}
              options={sized.map((i) => ({
                value: String(i.productId),
                label: `${i.product} (${i.size ?? '—'})`,
              }))}
            />
          )}
          <SelectField
            label={M.newSizeLabel}
            value={newSize}
            onChange={(e) => setNewSize(e.target.value)}
            options={choices.map((size) => ({ value: size, label: size }))}
          />
        </>
      )}
      <TextField
        label={M.noteLabel}
        placeholder={kind === 'DELIVERED' ? M.notePlaceholder : ''}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
    </DialogForm>
  );
}
