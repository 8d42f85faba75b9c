import { LIMIT_MESSAGES as LM } from '@taller/shared';
import type { Db } from '../../db/database';
import type { UploadRule } from '../../plugins/upload-limits';
import { countPendingProofs } from '../billing/payment-read';
import { ownClientId } from './client-area.service';

/** The caller's client's proofs that wait for staff's decision (on its live orders). */
async function pendingProofs(db: Db, userId: number) {
  const clientId = await ownClientId(db, { id: userId });
  if (clientId === null) return 0;
  return countPendingProofs(db, clientId);
}

/**
 * 'Enviar comprobante': each proof rings staff's bell, so a client sends a few a day, and not
 * while many of theirs still wait for a decision (SECURITY.md, "Limits").
 */
export const CLIENT_PROOF_UPLOADS: UploadRule = {
  perDay: { name: 'proofs', max: (limits) => limits.proofsPerDay, message: LM.proofsPerDay },
  pending: {
    max: (limits) => limits.pendingProofs,
    count: pendingProofs,
    message: LM.pendingProofs,
  },
};
