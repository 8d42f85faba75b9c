import { SIAT_MESSAGES as M, type SiatState } from '@taller/shared';
import type { Db } from '../../db/database';
import { AppError, conflict } from '../../lib/app-error';
import { CUFD_REFUSED, SiatUnreachableError } from './protocol';
import { callerOf, codeKey, ensureCuis, step } from './siat-context';
import { openEventId, reissueOffline, reissueWithCufd } from './siat-offline';
import type { SiatGateway, SiatReception } from './siat-gateway';
import type { SiatSettingsStore } from './siat-settings';
import type { SiatInvoiceRow } from './siat.tables';
import * as repo from './siat.repository';

type Deps = {
  db: Db;
  gateway: SiatGateway;
  settings: SiatSettingsStore;
  now: () => Date;
  /** Called when a factura went offline: the contingency worker checks SIAT from then on. */
  onOffline?: () => void;
  /** Asks SIAT for a new CUFD now (the clock synced first). */
  renewCufd: () => Promise<unknown>;
};

const KEPT: readonly string[] = ['VALIDADA', 'OBSERVADA', 'RECHAZADA'];

/**
 * The last day a factura may be annulled: the SIN allows it until the tenth day of the month
 * after its issue (Bolivia time); SIAT answers 934 'fuera de plazo' after it. Confirm at
 * certification: the rule is checked here so the refusal names the date before SIAT is asked.
 */
export function annulDeadline(issuedAt: string): Date {
  const bolivia = new Date(new Date(issuedAt).getTime() - 4 * 3_600_000);
  // The end of day 10 of the next month in Bolivia (UTC−4) is 04:00 UTC of day 11.
  return new Date(Date.UTC(bolivia.getUTCFullYear(), bolivia.getUTCMonth() + 1, 11, 4));
}

/** A factura sent right after its bill is left this long to that send before a retry takes it. */
const RETRY_AFTER_MS = 2 * 60_000;

type RejectedHook = (billId: number, messages: string[]) => Promise<void>;

/** Whether SIAT refused a request because the CUFD it carried is no longer valid. */
const refusedForCufd = (answer: SiatReception) =>
  answer.codes.some((code) => CUFD_REFUSED.includes(code));

export function createSiatSender({ db, gateway, settings, now, onOffline, renewCufd }: Deps) {
  const rejectedHooks: RejectedHook[] = [];
  const findInvoice = (billId: number) =>
    db.selectFrom('siatInvoices').selectAll().where('billId', '=', billId).executeTakeFirst();

  async function callerWithCodes(invoice: SiatInvoiceRow) {
    const caller = callerOf(await settings.open());
    const cuis = await ensureCuis(db, gateway, caller, now());
    const cufd = await repo.findValidCode(db, codeKey(caller, 'CUFD'), now().toISOString());
    return { ...caller, cuis, cufd: cufd?.code ?? invoice.cufd };
  }

  /**
   * SIAT says `cufd` is no longer valid (the daily one revoked or expired early): it stops being
   * used, a new one is asked for, and answers it.
   */
  async function renewed(cufd: string): Promise<string> {
    await repo.expireCufd(db, cufd, now().toISOString());
    await renewCufd();
    const caller = callerOf(await settings.open());
    const current = await repo.findValidCode(db, codeKey(caller, 'CUFD'), now().toISOString());
    if (!current) throw conflict('SIAT_CODES_MISSING', M.noCufd);
    return current.code;
  }

  /**
   * recepcionFactura and SIAT's answer kept. Refused for its CUFD the first time: the factura is
   * issued again with a new CUFD (same number) and sent once more.
   */
  async function send(
    billId: number,
    mayRenew: boolean,
  ): Promise<{ state: SiatState; messages: string[] }> {
    const invoice = await findInvoice(billId);
    if (!invoice) throw new Error(`No factura for bill ${billId}`);
    if (invoice.state !== 'PENDIENTE_ENVIO')
      return { state: invoice.state, messages: JSON.parse(invoice.messages) as string[] };
    if (invoice.emissionType !== 1) return { state: 'PENDIENTE_ENVIO', messages: [] };
    const offline = async () => {
      await reissueOffline(db, invoice.id, now());
      onOffline?.();
      return { state: 'PENDIENTE_ENVIO' as const, messages: [] };
    };
    if ((await openEventId(db)) !== null) return offline();
    try {
      const caller = await callerWithCodes(invoice);
      const answer = await gateway.sendInvoice(
        { ...caller, cufd: invoice.cufd },
        { xml: invoice.xml, emittedAt: invoice.issuedAt, emissionType: 1 },
      );
      if (mayRenew && answer.state === 'RECHAZADA' && refusedForCufd(answer)) {
        await reissueWithCufd(db, invoice.id, await renewed(invoice.cufd), now());
        return await send(billId, false);
      }
      const state = (KEPT.includes(answer.state) ? answer.state : 'RECHAZADA') as SiatState;
      await db
        .updateTable('siatInvoices')
        .set({
          state,
          messages: JSON.stringify(answer.messages),
          receptionCode: answer.receptionCode,
          sentAt: now().toISOString(),
          updatedAt: now().toISOString(),
        })
        .where('id', '=', invoice.id)
        .where('state', '=', 'PENDIENTE_ENVIO')
        .execute();
      return { state, messages: answer.messages };
    } catch (err) {
      if (err instanceof SiatUnreachableError) return offline();
      if (err instanceof AppError) return { state: 'PENDIENTE_ENVIO', messages: [] };
      throw err;
    }
  }

  return {
    findInvoice,

    /** Billing's answer to a factura SIAT rejects later (a retry): the bill stops counting. */
    onRejected(hook: RejectedHook) {
      rejectedHooks.push(hook);
    },

    /**
     * Sends again the facturas SIAT could not be reached for (oldest first, a batch at a time).
     * The background job calls it, once across instances. Answers how many are still pending.
     */
    async sendPending(): Promise<number> {
      const before = new Date(now().getTime() - RETRY_AFTER_MS).toISOString();
      const rows = await db
        .selectFrom('siatInvoices')
        .select('billId')
        .where('state', '=', 'PENDIENTE_ENVIO')
        // Offline facturas go in their event's package (siat-packages.ts), not one by one.
        .where('emissionType', '=', 1)
        .where('updatedAt', '<', before)
        .orderBy('id')
        .limit(50)
        .execute();
      let left = 0;
      for (const { billId } of rows) {
        const sent = await this.send(billId);
        if (sent.state === 'PENDIENTE_ENVIO') left += 1;
        if (sent.state === 'RECHAZADA')
          for (const hook of rejectedHooks) await hook(billId, sent.messages);
      }
      return left;
    },

    /** Whether SIAT knows the NIT; a NIT it cannot verify is refused unless the client insists. */
    async checkNit(nit: string, nitException: boolean): Promise<void> {
      if (nitException) return;
      // In contingency the NIT cannot be verified: the factura is issued offline.
      if ((await openEventId(db)) !== null) return;
      const caller = callerOf(await settings.open());
      const cuis = await ensureCuis(db, gateway, caller, now());
      let valid: boolean;
      try {
        valid = await gateway.verifyNit({ ...caller, cuis }, nit);
      } catch (err) {
        if (err instanceof SiatUnreachableError) return;
        return void (await step('verificar NIT', () => Promise.reject(err)));
      }
      if (!valid) throw conflict('NIT_INVALID', M.nitInvalidAtSiat(nit));
    },

    /**
     * Sends a factura issued and committed (recepcionFactura) and keeps SIAT's answer. SIAT out of
     * reach (or a contingency open) re-issues it offline with the same number, left
     * PENDIENTE_ENVIO for the event's package; its CUFD refused, it is issued again with a new
     * one. Answers the state it is left in.
     */
    send(billId: number): Promise<{ state: SiatState; messages: string[] }> {
      return send(billId, true);
    },

    /**
     * Annuls a factura at SIAT (anulacionFactura) with a reason from the catalogue, within the
     * SIN's period; the state ANULADA is SIAT's answer. Refused in Spanish otherwise.
     */
    async annul(billId: number, reasonCode: number | undefined): Promise<void> {
      const invoice = await findInvoice(billId);
      if (!invoice) return;
      if (invoice.state === 'ANULADA') return;
      if (invoice.state !== 'VALIDADA' && invoice.state !== 'OBSERVADA')
        throw conflict('STATUS_LOCKED', M.notAnnullable);
      if (reasonCode === undefined) throw new AppError(400, 'VALIDATION', M.annulReasonRequired);
      if (!(await repo.hasCatalogueCode(db, 'annulmentReasons', String(reasonCode))))
        throw new AppError(400, 'SIN_CODE_UNKNOWN', M.annulReasonUnknown);
      const deadline = annulDeadline(invoice.issuedAt);
      if (now() >= deadline) {
        const shown = new Date(deadline.getTime() - 1).toLocaleDateString('es-BO', {
          timeZone: 'America/La_Paz',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
        });
        throw conflict('ANNUL_TOO_LATE', M.annulTooLate(shown));
      }
      const caller = await callerWithCodes(invoice);
      const annul = (cufd: string) =>
        step('anulación', () =>
          gateway.annul({ ...caller, cufd }, { cuf: invoice.cuf, reasonCode }),
        );
      let answer = await annul(caller.cufd);
      // Its CUFD refused: a new one is asked for and the annulment sent again, once.
      if (answer.state !== 'ANULADA' && refusedForCufd(answer))
        answer = await annul(await step('CUFD', () => renewed(caller.cufd)));
      if (answer.state !== 'ANULADA')
        throw conflict('STATUS_LOCKED', M.annulRefused(answer.messages.join('; ')));
      await db
        .updateTable('siatInvoices')
        .set({
          state: 'ANULADA',
          annulReasonCode: reasonCode,
          annulledAt: now().toISOString(),
          messages: JSON.stringify(answer.messages),
          updatedAt: now().toISOString(),
        })
        .where('id', '=', invoice.id)
        .execute();
    },
  };
}

export type SiatSender = ReturnType<typeof createSiatSender>;
