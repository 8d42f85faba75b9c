import { BULK_MESSAGES } from '@taller/shared/bulk/bulk-messages';
import type { FakeAnswer, FakeRequest } from './fake-api';

type Bulkable = { id: number; status?: string; deletedAt: string | null };
type Body = { action: 'status' | 'trash' | 'restore'; ids?: number[]; status?: string };
const VERBS = { status: 'actualizados', trash: 'enviados a la papelera', restore: 'restaurados' };

/**
 * POST /api/<resource>/bulk over a fake's records: the status, trash or restore of the `ids`
 * sent (a filter reaches none), answered with the server's message; or `answer` when given.
 */
export const fakeBulk =
  (records: () => Bulkable[], noun: { one: string; many: string }, answer?: FakeAnswer) =>
  ({ body }: FakeRequest): FakeAnswer => {
    if (answer) return answer;
    const { action, ids = [], status } = body as Body;
    for (const record of records().filter((r) => ids.includes(r.id))) {
      if (action === 'status') record.status = status;
      else record.deletedAt = action === 'trash' ? '2026-11-20T10:00:00.000Z' : null;
    }
    return {
      message: BULK_MESSAGES.done(ids.length, noun, VERBS[action]),
      data: { done: ids, refused: [] },
    };
  };
