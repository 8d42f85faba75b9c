import { useNavigate } from 'react-router';
import { EMPTY_DRAFT, draftFromOrder } from '../components/order-draft';
import {
  EditableOrder,
  EditorFrame,
  orderEditorPath,
  useRouteOrderId,
} from '../components/order-editor-frame';
import { ORDERS_PATH } from '../components/order-texts';
import { OrderWizard } from '../components/order-wizard';

const QUICK = 'Edición rápida';

/** 'Nuevo Pedido' as a guided flow, at orders/create-new. */
export function NewOrderGuidedPage() {
  const navigate = useNavigate();
  const back = () => void navigate(ORDERS_PATH);
  return (
    <EditorFrame title="Nuevo Pedido" other={{ to: orderEditorPath('quick'), label: QUICK }}>
      <OrderWizard initial={EMPTY_DRAFT} onSaved={back} onCancel={back} />
    </EditorFrame>
  );
}

/** 'Editar Pedido' as a guided flow, at orders/{orderId}/edit-new: the same order as quick entry. */
export function EditOrderGuidedPage() {
  const navigate = useNavigate();
  const id = useRouteOrderId();
  const back = () => void navigate(ORDERS_PATH);
  return (
    <EditorFrame
      title="Editar Pedido"
      other={id === null ? undefined : { to: orderEditorPath('quick', id), label: QUICK }}
    >
      <EditableOrder>
        {(order) => (
          <OrderWizard
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
