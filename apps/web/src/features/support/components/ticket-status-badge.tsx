import { TICKET_STATUS_LABELS } from '@taller/shared';
import { CodeBadge, type BadgeTone } from '../../../components/ui/code-badge';

const TONES: Record<string, BadgeTone> = { OPEN: 'amber', ANSWERED: 'green', CLOSED: 'slate' };

/** Abierto, Respondido, Cerrado. */
export function TicketStatusBadge({ status }: { status: string }) {
  return <CodeBadge code={status} labels={TICKET_STATUS_LABELS} tones={TONES} />;
}
