import type { SiatState } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { runExclusively } from '../../lib/job-lock';
import { SiatUnreachableError } from './protocol';
import { callerOf, codeKey, ensureCuis } from './siat-context';
import type { SiatCaller, SiatGateway, SiatReception } from './siat-gateway';
import type { SiatSettingsStore } from './siat-settings';
import * as repo from './siat.repository';

/** SIAT takes up to 500 facturas in a package. */
export const PACKAGE_SIZE = 500;
/** How soon a package being validated is asked about again. */
const VALIDATING_MS = 5_000;
const FINAL: readonly string[] = ['VALIDADA', 'OBSERVADA', 'RECHAZADA'];

type Deps = {
  db: Db;
  dialect: Dialect;
  gateway: SiatGateway;
  settings: SiatSettingsStore;
  now: () => Date;
  /** How soon SIAT is asked again while it cannot be reached (SIAT_RETRY_MS). */
  retryMs: number;
};
type Caller = SiatCaller & { cuis: string; cufd: string };

/**
 * The contingency's way back (issue 36): when SIAT answers again, the open event is closed and
 * registered, and its offline facturas are sent in packages of up to 500 and validated. Every
 * step is recorded before the next is taken (the event's reception code; a package's facturas
 * claimed and marked SENDING before it is sent; its reception code before it is validated), so a
 * server killed at any point resumes where it was: a package cut in flight is asked about factura
 * by factura (verificacionEstadoFactura), never sent twice. Once across instances (job lock).
 */
export function createSiatPackages({ db, dialect, gateway, settings, now, retryMs }: Deps) {
  const stamp = () => now().toISOString();

  async function hasWork(): Promise<boolean> {
    // An offline factura committed after its event was sent (issued as it closed): sent again.
    await db
      .updateTable('siatEvents')
      .set({ state: 'REGISTERED' })
      .where('state', '=', 'SENT')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('siatInvoices')
          .select('eventId')
          .where('state', '=', 'PENDIENTE_ENVIO')
          .where('emissionType', '=', 2)
          .where('packageId', 'is', null)
          .where('eventId', 'is not', null)
          .$narrowType<{ eventId: number }>(),
      )
      .execute();
    const event = await db
      .selectFrom('siatEvents')
      .select('id')
      .where('state', '!=', 'SENT')
      .limit(1)
      .executeTakeFirst();
    return Boolean(event);
  }

  async function callerNow(): Promise<Caller> {
    const caller = callerOf(await settings.open());
    const cuis = await ensureCuis(db, gateway, caller, now());
    let cufd = await repo.findValidCode(db, codeKey(caller, 'CUFD'), stamp());
    if (!cufd) {
      await repo.insertCode(db, codeKey(caller, 'CUFD'), await gateway.cufd({ ...caller, cuis }));
      cufd = await repo.findValidCode(db, codeKey(caller, 'CUFD'), stamp());
    }
    return { ...caller, cuis, cufd: cufd!.code };
  }

  /** Keeps SIAT's final answer on a package and on each of its facturas, in one transaction. */
  async function settle(
    packageId: number,
    answer: SiatReception,
    perInvoice: (index: number) => { state: SiatState; messages: string[] },
  ) {
    await db.transaction().execute(async (trx) => {
      const invoices = await trx
        .selectFrom('siatInvoices')
        .select('id')
        .where('packageId', '=', packageId)
        .where('state', '=', 'PENDIENTE_ENVIO')
        .orderBy('id')
        .execute();
      for (const [index, invoice] of invoices.entries()) {
        const { state, messages } = perInvoice(index);
        await trx
          .updateTable('siatInvoices')
          .set({ state, messages: JSON.stringify(messages), sentAt: stamp(), updatedAt: stamp() })
          .where('id', '=', invoice.id)
          .execute();
      }
      await trx
        .updateTable('siatPackages')
        .set({ state: answer.state, messages: JSON.stringify(answer.messages), updatedAt: stamp() })
        .where('id', '=', packageId)
        .execute();
    });
  }

  const packageXmls = async (packageId: number) =>
    db
      .selectFrom('siatInvoices')
      .select(['id', 'cuf', 'xml'])
      .where('packageId', '=', packageId)
      .where('state', '=', 'PENDIENTE_ENVIO')
      .orderBy('id')
      .execute();

  /** Asks SIAT whether the package was received and keeps its reception code. */
  async function send(caller: Caller, pkg: { id: number; eventId: number }) {
    const event = await db
      .selectFrom('siatEvents')
      .select('receptionCode')
      .where('id', '=', pkg.eventId)
      .executeTakeFirstOrThrow();
    const invoices = await packageXmls(pkg.id);
    const answer = await gateway.sendPackage(caller, {
      xmls: invoices.map((i) => i.xml),
      eventCode: event.receptionCode!,
    });
    if (answer.receptionCode && answer.state !== 'RECHAZADA') {
      await db
        .updateTable('siatPackages')
        .set({ state: 'RECEIVED', receptionCode: answer.receptionCode, updatedAt: stamp() })
        .where('id', '=', pkg.id)
        .where('state', '=', 'SENDING')
        .execute();
    } else {
      await settle(pkg.id, { ...answer, state: 'RECHAZADA' }, () => ({
        state: 'RECHAZADA',
        messages: answer.messages,
      }));
    }
  }

  /**
   * A package whose sending was cut before its answer was kept: SIAT is asked about each factura
   * by its CUF. Those SIAT has keep its state; those it never received go back to be packaged.
   */
  async function resume(caller: Caller, packageId: number) {
    const invoices = await packageXmls(packageId);
    const states = await Promise.all(
      invoices.map((i) => gateway.invoiceState(caller, { cuf: i.cuf, emissionType: 2 })),
    );
    if (states.every((s) => s === null)) return false;
    await db.transaction().execute(async (trx) => {
      for (const [index, invoice] of invoices.entries()) {
        const known = states[index];
        await trx
          .updateTable('siatInvoices')
          .set(
            known
              ? {
                  state: (FINAL.includes(known.state) ? known.state : 'VALIDADA') as SiatState,
                  messages: JSON.stringify(known.messages),
                  sentAt: stamp(),
                  updatedAt: stamp(),
                }
              : { packageId: null, updatedAt: stamp() },
          )
          .where('id', '=', invoice.id)
          .execute();
      }
      await trx
        .updateTable('siatPackages')
        .set({ state: 'VERIFICADO', updatedAt: stamp() })
        .where('id', '=', packageId)
        .execute();
    });
    return true;
  }

  /** Asks SIAT for a received package's result; answers whether it is final. */
  async function validate(caller: Caller, pkg: { id: number; receptionCode: string }) {
    const answer = await gateway.validatePackage(caller, pkg.receptionCode);
    if (!FINAL.includes(answer.state)) return false;
    await settle(pkg.id, answer, (index) => {
      const messages = answer.files[index] ?? [];
      if (answer.state === 'RECHAZADA') return { state: 'RECHAZADA', messages: answer.messages };
      return { state: messages.length > 0 ? 'RECHAZADA' : 'VALIDADA', messages };
    });
    return true;
  }

  /** Claims up to 500 offline facturas of an event into a new package, marked SENDING. */
  async function claim(eventId: number): Promise<number | null> {
    return db.transaction().execute(async (trx) => {
      const ids = await trx
        .selectFrom('siatInvoices')
        .select('id')
        .where('eventId', '=', eventId)
        .where('packageId', 'is', null)
        .where('state', '=', 'PENDIENTE_ENVIO')
        .where('emissionType', '=', 2)
        .orderBy('id')
        .limit(PACKAGE_SIZE)
        .execute();
      if (ids.length === 0) return null;
      const pkg = await trx
        .insertInto('siatPackages')
        .values({
          eventId,
          receptionCode: null,
          state: 'SENDING',
          createdAt: stamp(),
          updatedAt: stamp(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('siatInvoices')
        .set({ packageId: pkg.id, updatedAt: stamp() })
        .where(
          'id',
          'in',
          ids.map((r) => r.id),
        )
        .execute();
      return pkg.id;
    });
  }

  /** One pass: answers when to run again (null: nothing left to do). */
  async function pass(): Promise<number | null> {
    if (!(await hasWork())) return null;
    const caller = callerOf(await settings.open());
    if (!(await gateway.ping(caller))) return retryMs;
    const full = await callerNow();
    // 1. SIAT answers: the open event ends now.
    await db
      .updateTable('siatEvents')
      .set({ state: 'CLOSED', endedAt: stamp() })
      .where('state', '=', 'OPEN')
      .execute();
    const events = await db
      .selectFrom('siatEvents')
      .selectAll()
      .where('state', 'in', ['CLOSED', 'REGISTERED'])
      .orderBy('id')
      .execute();
    for (const event of events) {
      // 2. The event registered with its start, end and CUFD; its reception code kept.
      if (event.state === 'CLOSED') {
        const receptionCode = await gateway.registerEvent(full, {
          code: event.eventCode,
          description: event.description,
          cufdEvent: event.cufd,
          start: new Date(event.startedAt),
          end: new Date(event.endedAt!),
        });
        await db
          .updateTable('siatEvents')
          .set({ state: 'REGISTERED', receptionCode })
          .where('id', '=', event.id)
          .where('state', '=', 'CLOSED')
          .execute();
      }
      // 3. Its packages: those cut in flight resumed, then the rest sent, then validated.
      for (;;) {
        const open = await db
          .selectFrom('siatPackages')
          .selectAll()
          .where('eventId', '=', event.id)
          .where('state', 'in', ['SENDING', 'RECEIVED'])
          .orderBy('id')
          .execute();
        for (const pkg of open) {
          if (pkg.state === 'SENDING') {
            if (!(await resume(full, pkg.id))) await send(full, pkg);
          }
        }
        const received = await db
          .selectFrom('siatPackages')
          .select(['id', 'receptionCode'])
          .where('eventId', '=', event.id)
          .where('state', '=', 'RECEIVED')
          .orderBy('id')
          .execute();
        for (const pkg of received) {
          if (!(await validate(full, { id: pkg.id, receptionCode: pkg.receptionCode! })))
            return VALIDATING_MS;
        }
        const next = await claim(event.id);
        if (next === null) break;
        await send(full, { id: next, eventId: event.id });
      }
      await db
        .updateTable('siatEvents')
        .set({ state: 'SENT' })
        .where('id', '=', event.id)
        .execute();
    }
    return null;
  }

  let running: Promise<number | null> = Promise.resolve(null);
  return {
    /** One pass, once across instances and one at a time here; SIAT out of reach: try later. */
    run(): Promise<number | null> {
      const next = running.then(async () => {
        let after: number | null = null;
        try {
          await runExclusively(db, dialect, 'siat-contingency', async () => {
            after = await pass();
          });
        } catch (err) {
          if (err instanceof SiatUnreachableError) return retryMs;
          throw err;
        }
        return after;
      });
      running = next.catch(() => null);
      return next;
    },
  };
}

export type SiatPackages = ReturnType<typeof createSiatPackages>;
