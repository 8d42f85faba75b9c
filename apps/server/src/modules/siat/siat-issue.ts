import { SIAT_MESSAGES as M } from '@taller/shared';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../lib/app-error';
import {
  SIAT_EMISION,
  SIAT_MODALIDAD,
  SIAT_SECTOR_COMPRA_VENTA,
  SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL,
  buildCompraVentaXml,
  computeCuf,
  siatDateTime,
  validateFacturaXml,
} from './protocol';
import { callerOf, codeKey } from './siat-context';
import { openEventId } from './siat-offline';
import type { SiatSettingsStore } from './siat-settings';
import * as repo from './siat.repository';

/** A bill line as the factura needs it: its SIN codes come from its product. */
export type FacturaLine = {
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  activityCode: string;
  productCode: string;
  unitCode: string;
};

/** What billing hands over, in the bill's transaction, to issue its factura. */
export type FacturaInput = {
  billId: number;
  issuedAt: Date;
  issuer: {
    businessName: string;
    city: string | null;
    address: string | null;
    phone: string | null;
  };
  buyer: {
    name: string;
    documentNumber: string;
    documentType: number;
    clientCode: string;
    /** SIAT could not verify the NIT and the client insists (codigoExcepcion 1). */
    nitException: boolean;
  };
  paymentMethodCode: number;
  lines: FacturaLine[];
  user: string;
};

/** The factura number: its own counter, taken inside the bill's transaction, never reused. */
async function takeFacturaNumber(trx: Db): Promise<number> {
  await trx
    .insertInto('siatCounters')
    .values({ name: 'factura', value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('siatCounters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'factura')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * Issues the factura of a bill inside the bill's transaction: its number, the CUF with the CUFD
 * in force, the legend drawn from the synced catalogue, the XML checked against the SIN's XSD
 * (refused with its errors: the bill is not saved). Saved as PENDIENTE_ENVIO; sent after commit,
 * or, during a contingency, issued offline and sent later in a package (siat-packages.ts).
 */
export async function issueFactura(
  trx: Db,
  deps: { settings: SiatSettingsStore; now: () => Date },
  input: FacturaInput,
): Promise<number> {
  const settings = await deps.settings.open(trx);
  const caller = callerOf(settings);
  const cufd = await repo.findValidCode(trx, codeKey(caller, 'CUFD'), input.issuedAt.toISOString());
  if (!cufd?.controlCode) throw conflict('SIAT_CODES_MISSING', M.noCufd);
  const activity = settings.activityCode ?? input.lines[0]?.activityCode ?? '';
  const legends = await repo.findCatalogueEntries(trx, 'legends', activity);
  if (legends.length === 0) throw conflict('SIAT_CODES_MISSING', M.noLegend(activity));
  const legend = legends[Math.floor(Math.random() * legends.length)]!.description;
  const number = await takeFacturaNumber(trx);
  // While a significant event is open, facturas are issued offline (emission type 2).
  const eventId = await openEventId(trx);
  const emissionType = eventId === null ? SIAT_EMISION.EN_LINEA : SIAT_EMISION.FUERA_DE_LINEA;
  const cuf = computeCuf(
    {
      nit: caller.nit,
      issuedAt: input.issuedAt,
      branch: caller.branch,
      modality: SIAT_MODALIDAD.COMPUTARIZADA,
      emissionType,
      invoiceType: SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL,
      sectorDocumentType: SIAT_SECTOR_COMPRA_VENTA,
      invoiceNumber: number,
      pointOfSale: caller.pointOfSale,
    },
    cufd.controlCode,
  );
  const total = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const municipio = input.issuer.city || cufd.address || '-';
  const xml = buildCompraVentaXml({
    cabecera: {
      nitEmisor: caller.nit,
      razonSocialEmisor: input.issuer.businessName,
      municipio,
      telefono: input.issuer.phone || null,
      numeroFactura: number,
      cuf,
      cufd: cufd.code,
      codigoSucursal: caller.branch,
      direccion: input.issuer.address || cufd.address || '-',
      codigoPuntoVenta: caller.pointOfSale,
      fechaEmision: siatDateTime(input.issuedAt),
      nombreRazonSocial: input.buyer.name,
      codigoTipoDocumentoIdentidad: input.buyer.documentType,
      numeroDocumento: input.buyer.documentNumber || '0',
      complemento: null,
      codigoCliente: input.buyer.clientCode,
      codigoMetodoPago: input.paymentMethodCode,
      numeroTarjeta: null,
      montoTotal: total,
      montoTotalSujetoIva: total,
      codigoMoneda: 1,
      tipoCambio: 100,
      montoTotalMoneda: total,
      montoGiftCard: null,
      descuentoAdicional: 0,
      codigoExcepcion: input.buyer.nitException ? 1 : 0,
      cafc: null,
      leyenda: legend,
      usuario: input.user,
    },
    detalle: input.lines.map((line) => ({
      actividadEconomica: line.activityCode,
      codigoProductoSin: Number(line.productCode),
      codigoProducto: line.code,
      descripcion: line.description,
      cantidad: line.quantity,
      unidadMedida: Number(line.unitCode),
      precioUnitario: line.unitPriceCents,
      montoDescuento: 0,
      subTotal: line.totalCents,
      numeroSerie: null,
      numeroImei: null,
    })),
  });
  const checked = validateFacturaXml(xml);
  if (!checked.ok) throw badRequest('INVOICE_INVALID', M.xmlInvalid(checked.errors.join('; ')));

  const units = await Promise.all(
    input.lines.map(async (l) => (await repo.describeCode(trx, 'units', l.unitCode)) ?? l.unitCode),
  );
  const at = deps.now().toISOString();
  const row = await trx
    .insertInto('siatInvoices')
    .values({
      billId: input.billId,
      number,
      cuf,
      cufd: cufd.code,
      nit: caller.nit,
      environment: settings.environment,
      emissionType,
      state: 'PENDIENTE_ENVIO',
      xml,
      legend,
      print: JSON.stringify({
        municipio,
        branch: caller.branch,
        pointOfSale: caller.pointOfSale,
        lines: input.lines.map((l, i) => ({ productCode: l.productCode, unit: units[i] })),
      }),
      nitException: input.buyer.nitException ? 1 : 0,
      receptionCode: null,
      eventId,
      packageId: null,
      annulReasonCode: null,
      annulledAt: null,
      issuedAt: input.issuedAt.toISOString(),
      sentAt: null,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
