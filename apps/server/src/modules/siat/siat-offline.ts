import { SIAT_MESSAGES as M } from '@taller/shared';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import {
  SIAT_EMISION,
  SIAT_EVENTO,
  SIAT_MODALIDAD,
  SIAT_SECTOR_COMPRA_VENTA,
  SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL,
  computeCuf,
  siatDateTime,
  validateFacturaXml,
} from './protocol';
import type { SiatInvoiceRow } from './siat.tables';
import * as repo from './siat.repository';

/** The SIN's wording of event 2 when the catalogue has not been synced (its catalogue's text). */
const UNREACHABLE_DESCRIPTION = 'INACCESIBILIDAD AL SERVICIO WEB DE LA ADMINISTRACION TRIBUTARIA';

/** The open significant event's id, or null: while one is open, facturas are issued offline. */
export async function openEventId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('siatEvents')
    .select('id')
    .where('state', '=', 'OPEN')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Opens the significant event 2 (the SIN's web service cannot be reached; event 1, the
 * workshop's own internet cut, cannot be told apart from here) unless one is open: at most one
 * is (a unique index), so two servers losing SIAT at once share it. Answers its id.
 */
export async function openEvent(db: Db, at: { cufd: string; startedAt: string }): Promise<number> {
  const open = await openEventId(db);
  if (open !== null) return open;
  const entry = (await repo.findCatalogueEntries(db, 'significantEvents')).find(
    (e) => e.code === String(SIAT_EVENTO.SIAT_INACCESIBLE),
  );
  // Another server may open it meanwhile: the unique index over the open event keeps one.
  await db
    .insertInto('siatEvents')
    .values({
      eventCode: SIAT_EVENTO.SIAT_INACCESIBLE,
      description: entry?.description ?? UNREACHABLE_DESCRIPTION,
      cufd: at.cufd,
      startedAt: at.startedAt,
      endedAt: null,
      receptionCode: null,
      state: 'OPEN',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const id = await openEventId(db);
  if (id === null) throw new Error('The significant event could not be opened');
  return id;
}

/** The CUF of a factura for an emission type (its number, date, CUFD and point of sale kept). */
export async function facturaCuf(
  db: Db,
  invoice: Pick<SiatInvoiceRow, 'nit' | 'issuedAt' | 'number' | 'cufd' | 'print'>,
  emissionType: 1 | 2,
): Promise<string> {
  const cufd = await db
    .selectFrom('siatCodes')
    .select('controlCode')
    .where('kind', '=', 'CUFD')
    .where('code', '=', invoice.cufd)
    .executeTakeFirst();
  if (!cufd?.controlCode) throw new Error(`CUFD of factura ${invoice.number} not kept`);
  const print = JSON.parse(invoice.print) as { branch: number; pointOfSale: number };
  return computeCuf(
    {
      nit: invoice.nit,
      issuedAt: new Date(invoice.issuedAt),
      branch: print.branch,
      modality: SIAT_MODALIDAD.COMPUTARIZADA,
      emissionType,
      invoiceType: SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL,
      sectorDocumentType: SIAT_SECTOR_COMPRA_VENTA,
      invoiceNumber: Number(invoice.number),
      pointOfSale: print.pointOfSale,
    },
    cufd.controlCode,
  );
}

/** An online factura not sent yet (the only kind issued again), or undefined. */
const unsentOnline = (trx: Db, invoiceId: number) =>
  trx
    .selectFrom('siatInvoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('state', '=', 'PENDIENTE_ENVIO')
    .where('emissionType', '=', SIAT_EMISION.EN_LINEA)
    .executeTakeFirst();

/** A factura issued again is checked against the SIN's XSD like a new one. */
function checkXml(xml: string) {
  const checked = validateFacturaXml(xml);
  if (!checked.ok) throw badRequest('INVOICE_INVALID', M.xmlInvalid(checked.errors.join('; ')));
}

/**
 * A factura whose online send did not reach SIAT, issued again offline: the same number, date
 * and CUFD, the CUF of emission type 2, joined to the open event (opened if none is). In one
 * transaction, and only while it is still an unsent online factura: never twice.
 */
export async function reissueOffline(db: Db, invoiceId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await unsentOnline(trx, invoiceId);
    if (!invoice) return;
    const eventId = await openEvent(trx, { cufd: invoice.cufd, startedAt: invoice.issuedAt });
    const cuf = await facturaCuf(trx, invoice, SIAT_EMISION.FUERA_DE_LINEA);
    const xml = invoice.xml.replace(`<cuf>${invoice.cuf}</cuf>`, `<cuf>${cuf}</cuf>`);
    checkXml(xml);
    await trx
      .updateTable('siatInvoices')
      .set({
        cuf,
        xml,
        emissionType: SIAT_EMISION.FUERA_DE_LINEA,
        eventId,
        updatedAt: now.toISOString(),
      })
      .where('id', '=', invoice.id)
      .where('emissionType', '=', SIAT_EMISION.EN_LINEA)
      .execute();
  });
}

/**
 * An online factura SIAT refused because its CUFD was no longer valid, issued again with the CUFD
 * in force now: the same number, the emission date now (inside the new CUFD's validity), its CUF
 * computed again. In one transaction, only while it is still an unsent online factura.
 */
export async function reissueWithCufd(
  db: Db,
  invoiceId: number,
  cufd: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await unsentOnline(trx, invoiceId);
    if (!invoice || invoice.cufd === cufd) return;
    const issuedAt = now.toISOString();
    const cuf = await facturaCuf(trx, { ...invoice, cufd, issuedAt }, SIAT_EMISION.EN_LINEA);
    const xml = invoice.xml
      .replace(`<cuf>${invoice.cuf}</cuf>`, `<cuf>${cuf}</cuf>`)
      .replace(`<cufd>${invoice.cufd}</cufd>`, `<cufd>${cufd}</cufd>`)
      .replace(
        /<fechaEmision>[^<]*<\/fechaEmision>/,
        `<fechaEmision>${siatDateTime(now)}</fechaEmision>`,
      );
    checkXml(xml);
    await trx
      .updateTable('siatInvoices')
      .set({ cuf, cufd, xml, issuedAt, updatedAt: issuedAt })
      .where('id', '=', invoice.id)
      .where('state', '=', 'PENDIENTE_ENVIO')
      .execute();
  });
}
