import { useNavigate } from 'react-router';
import { EMPTY_DRAFT, draftFromOrder } from '../components/order-draft';
import {
  EditableOrder,
  EditorFrame,
  orderEditorPath,
  useRouteOrderId,
} from '../components/order-editor-frame';
import { OrderForm } from '../components/order-form';
import { NEW_ORDER_FLOW_TEXTS, ORDERS_PATH } from '../components/order-texts';
import { OrderWizard } from '../components/order-wizard';

type Flow = 'quick' | 'guided';

/** Each flow's editor, and the name of the link to the other flow. */
const FLOWS = {
  quick: { Editor: OrderForm, other: 'guided', otherLabel: 'Asistente paso a paso' },
  guided: { Editor: OrderWizard, other: 'quick', otherLabel: 'Edición rápida' },
} as const;

function NewOrder({ flow }: { flow: Flow }) {
  const navigate = useNavigate();
  const back = () => void navigate(ORDERS_PATH);
  const { Editor, other, otherLabel } = FLOWS[flow];
  const { intro, otherHint } = NEW_ORDER_FLOW_TEXTS[flow];
  return (
    <EditorFrame
      title="Nuevo Pedido"
      other={{ to: orderEditorPath(other), label: otherLabel }}
      intro={{ text: intro, otherHint }}
    >
      <Editor initial={EMPTY_DRAFT} onSaved={back} onCancel={back} />
    </EditorFrame>
  );
}

/** Delivered, finished and cancelled orders are read-only; either flow opens any order. */
function EditOrder({ flow }: { flow: Flow }) {
  const navigate = useNavigate();
  const id = useRouteOrderId();
  const back = () => void navigate(ORDERS_PATH);
  const { Editor, other, otherLabel } = FLOWS[flow];
  return (
    <EditorFrame
      title="Editar Pedido"
      other={id === null ? undefined : { to: orderEditorPath(other, id), label: otherLabel }}
    >
      <EditableOrder>
        {(order) => (
          <Editor
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

/** 'Nuevo Pedido' in one page (quick entry), at orders/create: reached from the guided flow. */
export const NewOrderPage = () => <NewOrder flow="quick" />;
/** 'Editar Pedido', at orders/{orderId}/edit. */
export const EditOrderPage = () => <EditOrder flow="quick" />;
/** 'Nuevo Pedido' as a guided flow, at orders/create-new: where 'Nuevo Pedido' leads. */
export const NewOrderGuidedPage = () => <NewOrder flow="guided" />;
/** 'Editar Pedido' as a guided flow, at orders/{orderId}/edit-new: the same order as quick entry. */
export const EditOrderGuidedPage = () => <EditOrder flow="guided" />;
