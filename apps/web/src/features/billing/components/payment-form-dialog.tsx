import { formatMoney, type Order } from '@taller/shared';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useBills } from '../api/get-bills';
import { useCreatePayment } from '../api/create-payment';
import { OrderPicker } from './order-picker';
import { ProofForm } from './proof-form';

const describeOrder = (o: Order) =>
  `${o.number} · ${o.client.name} · saldo ${formatMoney(o.owedCents)}`;

/** 'Registrar comprobante': staff record a client's proof (photo or PDF) of a payment. */
export function PaymentFormDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Registrar comprobante" size="lg">
      {isOpen && <PaymentForm onClose={onClose} />}
    </Modal>
  );
}

function PaymentForm({ onClose }: { onClose: () => void }) {
  const [order, setOrder] = useState<Order | null>(null);
  const bills = useBills(
    { orderId: order?.id, page: 1, pageSize: 100, sort: '-number' },
    order !== null,
  );
  const create = useCreatePayment();
  return (
    <ProofForm
      order={<OrderPicker order={order} describe={describeOrder} onPick={setOrder} />}
      orderId={order?.id ?? null}
      bills={order ? (bills.data?.items ?? []) : []}
      submitLabel="Registrar comprobante"
      save={create}
      onClose={onClose}
    />
  );
}
