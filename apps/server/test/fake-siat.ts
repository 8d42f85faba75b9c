import http from 'node:http';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { FAKE_CATALOGUES } from './fake-siat-catalogues';
import {
  type Answer,
  type Request,
  emptyReceived,
  facturaOperations,
  msg,
} from './fake-siat-facturas';

export type { FakeSiatInvoice } from './fake-siat-facturas';

export type FakeSiatSettings = {
  /** true: the connection is cut without an answer; 'http503': SIAT answers 503. */
  down?: boolean | 'http503';
  /** Every answer waits this long. */
  slowMs?: number;
  /** The next factura (or package) is rejected with this message. */
  rejectNext?: { code: number; description: string } | null;
  /** Whether verificarNit finds a NIT (default: any NIT of 7 or more digits). */
  nitValid?: (nit: string) => boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bolivia time (UTC−4) as SIAT writes it, without a zone. */
const boliviaTime = (date: Date) =>
  new Date(date.getTime() - 4 * 60 * 60 * 1000).toISOString().slice(0, 23);
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
});
const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });

/**
 * A local stand-in for SIAT's SOAP services (SIAT_URL points at it): it answers the operations
 * Taller uses as SIAT does, checks each factura (hash, the SIN's XSD, the CUF recomputed on its own
 * code path, numbers and CUFs received twice) and can be told to reject, be slow or be down.
 */
export async function startFakeSiat(options: { now?: () => Date; port?: number } = {}) {
  const now = options.now ?? (() => new Date());
  let settings: Required<FakeSiatSettings> = {
    down: false,
    slowMs: 0,
    rejectNext: null,
    nitValid: (nit) => /^\d{7,}$/.test(nit),
  };
  const received = emptyReceived();
  const controlCodes = new Map<string, string>();
  const expiredCufds = new Set<string>();
  let sequence = 0;

  const takeRejectNext = () => {
    const reject = settings.rejectNext;
    settings.rejectNext = null;
    return reject ? msg(reject.code, reject.description) : null;
  };

  const operations: Record<string, (r: Request) => Answer | Promise<Answer>> = {
    verificarComunicacion: () => [
      'RespuestaComunicacion',
      { mensajesList: [msg(926, 'COMUNICACION EXITOSA')], transaccion: true },
    ],
    cuis: (r) => [
      'RespuestaCuis',
      {
        codigo: `C2FC${pad(r.codigoSucursal, 2)}${pad(r.codigoPuntoVenta, 2)}5A`,
        fechaVigencia: boliviaTime(new Date(now().getTime() + 365 * DAY_MS)),
        transaccion: true,
      },
    ],
    cufd: () => {
      sequence += 1;
      const codigo = `BQUFVQ${Buffer.from(`fake-cufd-${sequence}`).toString('base64')}`;
      const codigoControl = (0xa1b2c3d4e5f00 + sequence).toString(16).toUpperCase();
      const fechaVigencia = boliviaTime(new Date(now().getTime() + DAY_MS));
      controlCodes.set(codigo, codigoControl);
      received.cufds.push({ codigo, codigoControl, fechaVigencia });
      return [
        'RespuestaCufd',
        {
          codigo,
          codigoControl,
          direccion: 'AV. 6 DE AGOSTO 123',
          fechaVigencia,
          transaccion: true,
        },
      ];
    },
    verificarNit: (r) =>
      settings.nitValid(r.nitParaVerificacion ?? '')
        ? ['RespuestaVerificarNit', { mensajesList: [msg(986, 'NIT ACTIVO')], transaccion: true }]
        : [
            'RespuestaVerificarNit',
            { mensajesList: [msg(994, 'NIT INEXISTENTE')], transaccion: false },
          ],
    sincronizarFechaHora: () => [
      'RespuestaFechaHora',
      { transaccion: true, fechaHora: boliviaTime(now()) },
    ],
    ...facturaOperations({ received, controlCodes, expiredCufds, takeRejectNext }),
  };
  for (const [operation, catalogue] of Object.entries(FAKE_CATALOGUES)) {
    operations[operation] = () => [
      catalogue.response,
      { mensajesList: [], transaccion: true, [catalogue.list]: catalogue.rows },
    ];
  }

  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (settings.down === true) return void req.socket.destroy();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      const reply = () =>
        void answer(req, res, body).catch((error: unknown) => {
          res.statusCode = 500;
          res.end(fault(String(error)));
        });
      if (settings.slowMs > 0) setTimeout(reply, settings.slowMs);
      else reply();
    });
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    res.setHeader('content-type', 'text/xml; charset=utf-8');
    if (settings.down === 'http503') {
      res.statusCode = 503;
      return void res.end('Service Unavailable');
    }
    const apikey = String(req.headers.apikey ?? '');
    if (!/^TokenApi \S+/.test(apikey)) {
      res.statusCode = 401;
      return void res.end('Unauthorized');
    }
    const envelope = parser.parse(body) as {
      Envelope?: { Body?: Record<string, Record<string, Request> | ''> };
    };
    const [operation, content] = Object.entries(envelope.Envelope?.Body ?? {})[0] ?? [];
    const handler = operation ? operations[operation] : undefined;
    if (!operation || !handler) {
      res.statusCode = 500;
      return void res.end(fault(`Unknown operation ${operation ?? ''}`));
    }
    received.calls.push({ operation, path: req.url ?? '', apikey });
    const request = (typeof content === 'object' ? Object.values(content)[0] : undefined) ?? {};
    const [responseKey, response] = await handler(request);
    // verificarComunicacion of the services other than Códigos answers in `return`.
    const key =
      operation === 'verificarComunicacion' && !req.url?.includes('Codigos')
        ? 'return'
        : responseKey;
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:${operation}Response xmlns:ns2="https://siat.impuestos.gob.bo/">${builder.build({ [key]: response })}</ns2:${operation}Response></soap:Body></soap:Envelope>`,
    );
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Every CUFD issued so far stops being valid for facturas sent online (SIAT answers 953). */
    expireCufds() {
      for (const code of controlCodes.keys()) expiredCufds.add(code);
    },
    set(next: FakeSiatSettings) {
      settings = { ...settings, ...next } as Required<FakeSiatSettings>;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const pad = (value: unknown, width: number) => String(value ?? 0).padStart(width, '0');
const fault = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>${text.replace(/[<&]/g, ' ')}</faultstring></soap:Fault></soap:Body></soap:Envelope>`;

export type FakeSiat = Awaited<ReturnType<typeof startFakeSiat>>;
