import { formatMoney } from '@taller/shared';
import { Modal } from '../../../components/ui/modal';
import { ProofForm } from '../../billing';
import { useClientBills } from '../api/get-client-bills';
import { useSendProof } from '../api/send-proof';

/** What a proof is sent for: one of the client's orders, and maybe one of its bills. */
export type ProofTarget = {
  order: { id: number; number: string; owedCents: number };
  billId?: number;
  amountCents?: number;
};

/** 'Enviar comprobante': the client's proof of a payment, for the staff's verification queue. */
export function SendProofDialog({
  target,
  onClose,
}: {
  target: ProofTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={target !== null}
      onClose={onClose}
      title={target ? `Enviar comprobante · ${target.order.number}` : 'Enviar comprobante'}
      size="lg"
    >
      {target && <SendProofForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function SendProofForm({ target, onClose }: { target: ProofTarget; onClose: () => void }) {
  const { order } = target;
  const bills = useClientBills({ orderId: order.id, page: 1, pageSize: 100, sort: '-number' });
  const send = useSendProof();
  return (
    <ProofForm
      order={
        <p className="text-sm text-slate-700">
          Pedido <strong>{order.number}</strong> · saldo {formatMoney(order.owedCents)}
        </p>
      }
      orderId={order.id}
      bills={bills.data?.items ?? []}
      initialBillId={target.billId ?? null}
      initialAmountCents={target.amountCents ?? (order.owedCents > 0 ? order.owedCents : null)}
      submitLabel="Enviar comprobante"
      save={send}
      onClose={onClose}
    />
  );
}
