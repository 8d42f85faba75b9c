import { BILL_DOCUMENT_LABELS, SIAT_STATE_LABELS } from '@taller/shared';
import { CodeBadge, type BadgeTone } from '../../../components/ui/code-badge';

const STATE_TONES: Record<string, BadgeTone> = {
  VALIDADA: 'green',
  OBSERVADA: 'amber',
  RECHAZADA: 'red',
  ANULADA: 'slate',
  PENDIENTE_ENVIO: 'blue',
};
const DOCUMENT_TONES: Record<string, BadgeTone> = { FACTURA: 'violet', NOTA_DE_VENTA: 'slate' };

/** Validada, Observada, Rechazada, Anulada, Pendiente de envío. */
export function SiatStateBadge({ state }: { state: string }) {
  return <CodeBadge code={state} labels={SIAT_STATE_LABELS} tones={STATE_TONES} />;
}

/** Factura or Nota de venta. */
export function DocumentBadge({ document }: { document: string }) {
  return <CodeBadge code={document} labels={BILL_DOCUMENT_LABELS} tones={DOCUMENT_TONES} />;
}
