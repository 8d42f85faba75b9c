import { useNavigate } from 'react-router';
import { EMPTY_DRAFT, draftFromOrder } from '../components/order-draft';
import {
  EditableOrder,
  EditorFrame,
  orderEditorPath,
  useRouteOrderId,
} from '../components/order-editor-frame';
import { OrderForm } from '../components/order-form';
import { ORDERS_PATH } from '../components/order-texts';

const GUIDED = 'Asistente paso a paso';

/** 'Nuevo Pedido', at orders/create (quick entry). */
export function NewOrderPage() {
  const navigate = useNavigate();
  const back = () => void navigate(ORDERS_PATH);
  return (
    <EditorFrame title="Nuevo Pedido" other={{ to: orderEditorPath('guided'), label: GUIDED }}>
      <OrderForm initial={EMPTY_DRAFT} onSaved={back} onCancel={back} />
    </EditorFrame>
  );
}

/** 'Editar Pedido', at orders/{orderId}/edit; delivered, finished and cancelled orders are read-only. */
export function EditOrderPage() {
  const navigate = useNavigate();
  const id = useRouteOrderId();
  const back = () => void navigate(ORDERS_PATH);
  return (
    <EditorFrame
      title="Editar Pedido"
      other={id === null ? undefined : { to: orderEditorPath('guided', id), label: GUIDED }}
    >
      <EditableOrder>
        {(order) => (
          <OrderForm
            key={`${order.id}-${order.version}`}
            initial={draftFromOrder(order)}
            status={order.status}
            onSaved={back}
            onCancel={back}
          />
        )}
      </EditableOrder>
    </EditorFrame>
  );
}
