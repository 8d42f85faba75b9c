import { missingPieces } from '@taller/shared';
import { useOrderProgress } from '../api/get-order-progress';

/**
 * Before finishing an order by hand: the pieces not through the last stage yet ('Faltan 3 de 16
 * piezas por pasar Empaque'), or null when every piece has passed it (or nothing is known yet).
 */
export function useFinishWarning(orderId: number, enabled: boolean): string | null {
  const query = useOrderProgress(orderId, enabled);
  const progress = query.data;
  if (!enabled || !progress || progress.stages.length === 0 || progress.remaining === 0) {
    return null;
  }
  const last = progress.stages.at(-1)!.name;
  return `${missingPieces(progress.remaining, progress.totalPieces)} por pasar ${last}.`;
}
