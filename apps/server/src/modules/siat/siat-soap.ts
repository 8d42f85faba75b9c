import type { SiatCatalogueName, SiatEnvironment } from '@taller/shared';
import {
  SIAT_CODES,
  SIAT_MODALIDAD,
  SIAT_SECTOR_COMPRA_VENTA,
  SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL,
  createSiatClient,
  packInvoice,
  packPackage,
  parseSiatDateTime,
  siatDateTime,
  type SiatAnswer,
  type SiatClient,
} from './protocol';
import type { SiatCaller, SiatEntry, SiatGateway, SiatReception } from './siat-gateway';

/** SIAT refused what was asked (transaccion: false): its messages say why. */
export class SiatRefusal extends Error {
  override name = 'SiatRefusal';
  constructor(readonly messages: string[]) {
    super(messages.join('; ') || 'SIAT refused the request');
  }
}

const texts = (answer: SiatAnswer) =>
  answer.mensajesList.map((m) => `${m.descripcion} (${m.codigo})`);

const STATES: Record<number, string> = {
  [SIAT_CODES.RECEPCION_VALIDADA]: 'VALIDADA',
  [SIAT_CODES.RECEPCION_OBSERVADA]: 'OBSERVADA',
  [SIAT_CODES.RECEPCION_RECHAZADA]: 'RECHAZADA',
  [SIAT_CODES.RECEPCION_PENDIENTE]: 'PENDIENTE',
  [SIAT_CODES.ANULACION_CONFIRMADA]: 'ANULADA',
  [SIAT_CODES.ANULACION_RECHAZADA]: 'RECHAZADA',
};

/** The SIAT gateway over the protocol layer's SOAP client (one client per host and token). */
export function createSoapGateway(options: {
  urls: Record<SiatEnvironment, string>;
  timeoutMs: number;
}): SiatGateway {
  const clients = new Map<string, SiatClient>();
  const clientOf = (caller: SiatCaller) => {
    const baseUrl = options.urls[caller.environment === 1 ? 'PRODUCCION' : 'PILOTO'];
    const key = `${baseUrl}\n${caller.token}`;
    let client = clients.get(key);
    if (!client) {
      client = createSiatClient({ baseUrl, token: caller.token, timeoutMs: options.timeoutMs });
      clients.set(key, client);
    }
    return client;
  };
  const system = (c: SiatCaller) => ({
    codigoAmbiente: c.environment,
    codigoSistema: c.systemCode,
    nit: c.nit,
  });
  const sync = (c: SiatCaller & { cuis: string }) => ({
    ...system(c),
    codigoPuntoVenta: c.pointOfSale,
    codigoSucursal: c.branch,
    cuis: c.cuis,
  });
  const invoicing = (c: SiatCaller & { cuis: string; cufd: string }, emission: number) => ({
    ...sync(c),
    codigoDocumentoSector: SIAT_SECTOR_COMPRA_VENTA,
    codigoEmision: emission,
    codigoModalidad: SIAT_MODALIDAD.COMPUTARIZADA,
    cufd: c.cufd,
    tipoFacturaDocumento: SIAT_TIPO_FACTURA_CON_CREDITO_FISCAL,
  });
  const reception = (
    answer: {
      codigoEstado: number | null;
      codigoDescripcion: string | null;
      codigoRecepcion: string | null;
    } & SiatAnswer,
  ): SiatReception => ({
    state:
      (answer.codigoEstado !== null && STATES[answer.codigoEstado]) ||
      (answer.transaccion ? (answer.codigoDescripcion ?? 'PENDIENTE') : 'RECHAZADA'),
    receptionCode: answer.codigoRecepcion,
    messages: texts(answer),
    codes: answer.mensajesList.map((m) => Number(m.codigo)),
  });

  async function catalogue(
    caller: SiatCaller & { cuis: string },
    name: SiatCatalogueName,
  ): Promise<SiatEntry[]> {
    const client = clientOf(caller);
    const request = sync(caller);
    const checked = <T extends SiatAnswer>(answer: T) => {
      if (!answer.transaccion) throw new SiatRefusal(texts(answer));
      return answer;
    };
    const parametric = async (call: typeof client.sincronizarParametricaUnidadMedida) =>
      checked(await call(request)).listaCodigos.map((c) => ({
        code: String(c.codigoClasificador),
        description: c.descripcion,
        activityCode: null,
      }));
    switch (name) {
      case 'activities':
        return checked(await client.sincronizarActividades(request)).listaActividades.map((a) => ({
          code: a.codigoCaeb,
          description: a.descripcion,
          activityCode: null,
        }));
      case 'legends':
        return checked(await client.sincronizarListaLeyendasFactura(request)).listaLeyendas.map(
          (l, i) => ({
            code: String(i + 1),
            description: l.descripcionLeyenda,
            activityCode: l.codigoActividad,
          }),
        );
      case 'products':
        return checked(await client.sincronizarListaProductosServicios(request)).listaCodigos.map(
          (p) => ({
            code: p.codigoProducto,
            description: p.descripcionProducto,
            activityCode: p.codigoActividad,
          }),
        );
      case 'units':
        return parametric(client.sincronizarParametricaUnidadMedida);
      case 'documentTypes':
        return parametric(client.sincronizarParametricaTipoDocumentoIdentidad);
      case 'paymentMethods':
        return parametric(client.sincronizarParametricaTipoMetodoPago);
      case 'currencies':
        return parametric(client.sincronizarParametricaTipoMoneda);
      case 'annulmentReasons':
        return parametric(client.sincronizarParametricaMotivoAnulacion);
      case 'significantEvents':
        return parametric(client.sincronizarParametricaEventosSignificativos);
    }
  }

  return {
    async clock(caller) {
      const answer = await clientOf(caller).sincronizarFechaHora(sync(caller));
      if (!answer.transaccion || !answer.fechaHora) throw new SiatRefusal(texts(answer));
      return answer.fechaHora;
    },
    async cuis(caller) {
      const answer = await clientOf(caller).cuis({
        ...system(caller),
        codigoModalidad: SIAT_MODALIDAD.COMPUTARIZADA,
        codigoPuntoVenta: caller.pointOfSale,
        codigoSucursal: caller.branch,
      });
      // 980: a CUIS in force exists already; SIAT answers it with transaccion false.
      if (!answer.codigo || !answer.fechaVigencia) throw new SiatRefusal(texts(answer));
      return { code: answer.codigo, validUntil: toIso(answer.fechaVigencia) };
    },
    async cufd(caller) {
      const answer = await clientOf(caller).cufd({
        ...system(caller),
        codigoModalidad: SIAT_MODALIDAD.COMPUTARIZADA,
        codigoPuntoVenta: caller.pointOfSale,
        codigoSucursal: caller.branch,
        cuis: caller.cuis,
      });
      if (!answer.transaccion || !answer.codigo || !answer.codigoControl || !answer.fechaVigencia)
        throw new SiatRefusal(texts(answer));
      return {
        code: answer.codigo,
        controlCode: answer.codigoControl,
        address: answer.direccion ?? '',
        validUntil: toIso(answer.fechaVigencia),
      };
    },
    catalogue,
    async verifyNit(caller, nit) {
      const answer = await clientOf(caller).verificarNit({
        ...system(caller),
        codigoModalidad: SIAT_MODALIDAD.COMPUTARIZADA,
        codigoSucursal: caller.branch,
        cuis: caller.cuis,
        nitParaVerificacion: nit,
      });
      return answer.mensajesList.some((m) => m.codigo === SIAT_CODES.NIT_ACTIVO);
    },
    async sendInvoice(caller, invoice) {
      const packed = packInvoice(invoice.xml);
      return reception(
        await clientOf(caller).recepcionFactura({
          ...invoicing(caller, invoice.emissionType),
          ...packed,
          fechaEnvio: siatDateTime(new Date()),
        }),
      );
    },
    async ping(caller) {
      return (await clientOf(caller).verificarComunicacion()).transaccion;
    },
    async registerEvent(caller, event) {
      const answer = await clientOf(caller).registroEventoSignificativo({
        ...system(caller),
        codigoMotivoEvento: event.code,
        codigoPuntoVenta: caller.pointOfSale,
        codigoSucursal: caller.branch,
        cufd: caller.cufd,
        cufdEvento: event.cufdEvent,
        cuis: caller.cuis,
        descripcion: event.description,
        fechaHoraFinEvento: siatDateTime(event.end),
        fechaHoraInicioEvento: siatDateTime(event.start),
      });
      if (!answer.transaccion || !answer.codigoRecepcionEventoSignificativo)
        throw new SiatRefusal(texts(answer));
      return answer.codigoRecepcionEventoSignificativo;
    },
    async sendPackage(caller, pkg) {
      const packed = await packPackage(pkg.xmls);
      return reception(
        await clientOf(caller).recepcionPaquete({
          ...invoicing(caller, 2),
          ...packed,
          fechaEnvio: siatDateTime(new Date()),
          cantidadFacturas: pkg.xmls.length,
          codigoEvento: pkg.eventCode,
        }),
      );
    },
    async validatePackage(caller, receptionCode) {
      const answer = await clientOf(caller).validacionRecepcionPaquete({
        ...invoicing(caller, 2),
        codigoRecepcion: receptionCode,
      });
      const files: Record<number, string[]> = {};
      for (const m of answer.mensajesList) {
        if (m.numeroArchivo === undefined) continue;
        (files[m.numeroArchivo] ??= []).push(`${m.descripcion} (${m.codigo})`);
      }
      return { ...reception(answer), files };
    },
    async invoiceState(caller, invoice) {
      const answer = await clientOf(caller).verificacionEstadoFactura({
        ...invoicing(caller, invoice.emissionType),
        cuf: invoice.cuf,
      });
      // 946: the CUF does not exist at the SIN (it never arrived).
      if (answer.mensajesList.some((m) => m.codigo === 946)) return null;
      return reception(answer);
    },
    async annul(caller, annulment) {
      return reception(
        await clientOf(caller).anulacionFactura({
          ...invoicing(caller, 1),
          codigoMotivo: annulment.reasonCode,
          cuf: annulment.cuf,
        }),
      );
    },
  };
}

/** SIAT's dates (Bolivia time unless zoned) as ISO instants. */
function toIso(value: string): string {
  return parseSiatDateTime(value).toISOString();
}
