import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  expectedCuf,
  gunzipText,
  readCabecera,
  unpackArchivo,
  untarTexts,
  xsdErrors,
} from './fake-siat-check';

/** What the fake SIAT does with facturas: reception, annulment, events and packages. */

export type Message = { codigo: number; descripcion: string; numeroArchivo?: number };
export type Request = Record<string, string>;
export type Answer = [responseKey: string, response: object];
export type FakeSiatInvoice = {
  cuf: string;
  numeroFactura: string;
  nit: string;
  codigoEmision: string;
  xml: string;
  annulled: boolean;
};
export const msg = (codigo: number, descripcion: string): Message => ({ codigo, descripcion });

/** What the fake has received, for tests to look at. */
export function emptyReceived() {
  return {
    invoices: [] as FakeSiatInvoice[],
    packages: [] as {
      codigoRecepcion: string;
      codigoEvento: string;
      invoices: number;
      messages: Message[];
    }[],
    annulments: [] as { cuf: string; codigoMotivo: string }[],
    events: [] as Request[],
    cufds: [] as { codigo: string; codigoControl: string; fechaVigencia: string }[],
    calls: [] as { operation: string; path: string; apikey: string }[],
  };
}
export type FakeSiatReceived = ReturnType<typeof emptyReceived>;

export function facturaOperations({
  received,
  controlCodes,
  expiredCufds,
  takeRejectNext,
}: {
  received: FakeSiatReceived;
  /** Each CUFD the fake issued, with its control code. */
  controlCodes: Map<string, string>;
  /** CUFDs SIAT no longer takes for facturas sent online. */
  expiredCufds: Set<string>;
  takeRejectNext: () => Message | null;
}): Record<string, (r: Request) => Answer | Promise<Answer>> {
  /** A factura's checks; the reason SIAT would reject it, or null. */
  function checkFactura(xml: string, request: Request): Message | null {
    const errors = xsdErrors(xml);
    if (errors.length > 0)
      return msg(939, `LA FACTURA NO CUMPLE CON EL FORMATO DEL XSD ESPECIFICADO: ${errors[0]}`);
    const cabecera = readCabecera(xml);
    const control = controlCodes.get(cabecera.cufd ?? '');
    if (!control)
      return msg(
        1003,
        'EL CODIGO UNICO DE FACTURACION DIARIA (CUFD) ENVIADO EN EL XML ES INVALIDO',
      );
    if (request.codigoEmision === '1' && expiredCufds.has(cabecera.cufd!)) {
      return msg(953, 'EL CODIGO UNICO DE FACTURACION DIARIA (CUFD) NO SE ENCUENTRA VIGENTE');
    }
    if (
      cabecera.cuf !==
      expectedCuf(
        cabecera,
        {
          codigoModalidad: request.codigoModalidad!,
          codigoEmision: request.codigoEmision!,
          tipoFacturaDocumento: request.tipoFacturaDocumento!,
        },
        control,
      )
    ) {
      return msg(1002, 'EL CODIGO UNICO DE FACTURA (CUF) ENVIADO EN EL XML ES INVALIDO');
    }
    const twice = received.invoices.some(
      (i) =>
        i.cuf === cabecera.cuf ||
        (i.nit === cabecera.nitEmisor && i.numeroFactura === cabecera.numeroFactura),
    );
    if (twice) return msg(1000, 'EL CUF ENVIADO YA EXISTE EN LA BASE DE DATOS DEL SIN');
    return null;
  }

  function keep(xml: string, request: Request) {
    const c = readCabecera(xml);
    received.invoices.push({
      cuf: c.cuf!,
      numeroFactura: c.numeroFactura!,
      nit: c.nitEmisor!,
      codigoEmision: request.codigoEmision!,
      xml,
      annulled: false,
    });
  }

  const rejection = (messages: Message[], estado = 902) => ({
    codigoDescripcion: estado === 906 ? 'ANULACION RECHAZADA' : 'RECHAZADA',
    codigoEstado: estado,
    mensajesList: messages,
    transaccion: false,
  });
  return {
    recepcionFactura: (r) => {
      const gzip = unpackArchivo(r.archivo ?? '', r.hashArchivo ?? '');
      if (!gzip)
        return [
          'RespuestaServicioFacturacion',
          rejection([msg(969, 'EL PARAMETRO HASH ES INVALIDO')]),
        ];
      const xml = gunzipText(gzip);
      const problem = checkFactura(xml, r) ?? takeRejectNext();
      if (problem) return ['RespuestaServicioFacturacion', rejection([problem])];
      keep(xml, r);
      return [
        'RespuestaServicioFacturacion',
        {
          codigoDescripcion: 'VALIDADA',
          codigoEstado: 908,
          codigoRecepcion: randomUUID(),
          transaccion: true,
        },
      ];
    },
    anulacionFactura: (r) => {
      const invoice = received.invoices.find((i) => i.cuf === r.cuf);
      const problem = !invoice
        ? msg(946, 'EL CODIGO UNICO DE FACTURA (CUF) NO EXISTE EN BASE DE DATOS DEL SIN')
        : invoice.annulled
          ? msg(936, 'LA FACTURA YA SE ENCUENTRA ANULADA')
          : expiredCufds.has(r.cufd ?? '')
            ? msg(953, 'EL CODIGO UNICO DE FACTURACION DIARIA (CUFD) NO SE ENCUENTRA VIGENTE')
            : takeRejectNext();
      if (problem) return ['RespuestaServicioFacturacion', rejection([problem], 906)];
      invoice!.annulled = true;
      received.annulments.push({ cuf: r.cuf!, codigoMotivo: r.codigoMotivo! });
      return [
        'RespuestaServicioFacturacion',
        { codigoDescripcion: 'ANULACION CONFIRMADA', codigoEstado: 905, transaccion: true },
      ];
    },
    verificacionEstadoFactura: (r) => {
      const invoice = received.invoices.find((i) => i.cuf === r.cuf);
      if (!invoice)
        return [
          'RespuestaServicioFacturacion',
          rejection([
            msg(946, 'EL CODIGO UNICO DE FACTURA (CUF) NO EXISTE EN BASE DE DATOS DEL SIN'),
          ]),
        ];
      return [
        'RespuestaServicioFacturacion',
        invoice.annulled
          ? { codigoDescripcion: 'ANULACION CONFIRMADA', codigoEstado: 905, transaccion: true }
          : { codigoDescripcion: 'VALIDADA', codigoEstado: 908, transaccion: true },
      ];
    },
    registroEventoSignificativo: (r) => {
      received.events.push(r);
      return [
        'RespuestaListaEventos',
        {
          codigoRecepcionEventoSignificativo: String(700000 + received.events.length),
          transaccion: true,
        },
      ];
    },
    recepcionPaqueteFactura: async (r) => {
      const gzip = unpackArchivo(r.archivo ?? '', r.hashArchivo ?? '');
      if (!gzip)
        return [
          'RespuestaServicioFacturacion',
          rejection([msg(969, 'EL PARAMETRO HASH ES INVALIDO')]),
        ];
      const event = received.events.findIndex((e, i) => String(700001 + i) === r.codigoEvento);
      if (event < 0)
        return [
          'RespuestaServicioFacturacion',
          rejection([
            msg(957, 'NO EXISTE REGISTRO DE EVENTO SIGNIFICATIVO EN LA BASE DE DATOS DEL SIN'),
          ]),
        ];
      const xmls = await untarTexts(gunzipSync(gzip));
      const reject = takeRejectNext();
      if (reject) return ['RespuestaServicioFacturacion', rejection([reject])];
      const messages: Message[] = [];
      xmls.forEach((xml, i) => {
        const problem = checkFactura(xml, r);
        if (problem) messages.push({ ...problem, numeroArchivo: i });
        else keep(xml, r);
      });
      if (Number(r.cantidadFacturas) !== xmls.length)
        messages.push(
          msg(985, 'LA CANTIDAD DE FACTURAS ES DIFERENTE A LA DEFINIDA EN LA NORMATIVA'),
        );
      const codigoRecepcion = randomUUID();
      received.packages.push({
        codigoRecepcion,
        codigoEvento: r.codigoEvento!,
        invoices: xmls.length,
        messages,
      });
      return [
        'RespuestaServicioFacturacion',
        { codigoDescripcion: 'PENDIENTE', codigoEstado: 901, codigoRecepcion, transaccion: true },
      ];
    },
    validacionRecepcionPaqueteFactura: (r) => {
      const pkg = received.packages.find((p) => p.codigoRecepcion === r.codigoRecepcion);
      if (!pkg)
        return [
          'RespuestaServicioFacturacion',
          rejection([
            msg(944, 'EL CODIGO DE RECEPCION NO SE ENCUENTRA EN LA BASE DE DATOS DEL SIN'),
          ]),
        ];
      return pkg.messages.length === 0
        ? [
            'RespuestaServicioFacturacion',
            {
              codigoDescripcion: 'VALIDADA',
              codigoEstado: 908,
              codigoRecepcion: pkg.codigoRecepcion,
              transaccion: true,
            },
          ]
        : [
            'RespuestaServicioFacturacion',
            {
              codigoDescripcion: 'OBSERVADA',
              codigoEstado: 904,
              codigoRecepcion: pkg.codigoRecepcion,
              mensajesList: pkg.messages,
              transaccion: true,
            },
          ];
    },
  };
}
