import { type Client, createClientAsync } from 'soap';
import { assetPath } from './assets';
import { answer, list, num, str } from './client-answers';
import { classify } from './client-errors';
import type * as T from './client-types';

export { SiatCallError, SiatUnreachableError } from './client-errors';

export type SiatClientOptions = {
  /** Scheme and host (a local fake in tests); each service is under `/v2/<service>`. */
  baseUrl: string;
  /** The token delegado; sent as `apikey: TokenApi <token>`. */
  token: string;
  timeoutMs: number;
};

/** The SIN's WSDLs kept in assets/wsdl, and the path of each service under the base URL. */
const SERVICES = {
  codigos: { wsdl: 'facturacionCodigos.wsdl', path: '/v2/FacturacionCodigos' },
  sincronizacion: { wsdl: 'facturacionSincronizacion.wsdl', path: '/v2/FacturacionSincronizacion' },
  operaciones: { wsdl: 'facturacionOperaciones.wsdl', path: '/v2/FacturacionOperaciones' },
  compraVenta: { wsdl: 'facturacionCompraVenta.wsdl', path: '/v2/ServicioFacturacionCompraVenta' },
} as const;
type Service = keyof typeof SERVICES;
type Row = Record<string, unknown>;

/**
 * A client of SIAT's SOAP services over the SIN's WSDLs read from disk (the `soap` library): calls
 * go to `baseUrl` + the service's path, nothing else is fetched.
 */
export function createSiatClient(options: SiatClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const clients = new Map<Service, Promise<Client>>();

  function clientFor(service: Service): Promise<Client> {
    let client = clients.get(service);
    if (!client) {
      const { wsdl, path } = SERVICES[service];
      client = createClientAsync(assetPath('wsdl', wsdl), {
        endpoint: base + path,
        // SIAT's dates stay text (Bolivia time unless zoned): read them with parseSiatDateTime.
        customDeserializer: { dateTime: (text: string) => text },
      }).then((c) => {
        c.addHttpHeader('apikey', `TokenApi ${options.token}`);
        return c;
      });
      clients.set(service, client);
    }
    return client;
  }

  /** The request's fields in the order the WSDL's sequence lists them. */
  function ordered(client: Client, operation: string, wrapper: string, value: object): Row {
    const description = Object.values(Object.values(client.describe())[0] as Row)[0] as Row;
    const input = ((description[operation] as Row).input as Row)[wrapper] as Row;
    const row = value as Row;
    const out: Row = {};
    for (const key of Object.keys(input)) {
      const name = key.replace(/\[\]$/, '');
      if (row[name] !== undefined && row[name] !== null) out[name] = row[name];
    }
    return out;
  }

  async function call(
    service: Service,
    operation: string,
    request: [wrapper: string, value: object] | null,
    responseKey: string,
  ): Promise<Row> {
    const client = await clientFor(service);
    const args = request ? { [request[0]]: ordered(client, operation, ...request) } : {};
    const method = client[`${operation}Async`] as (
      args: object,
      options: object,
    ) => Promise<[Row | null]>;
    try {
      const [result] = await method.call(client, args, { timeout: options.timeoutMs });
      return (result?.[responseKey] ?? {}) as Row;
    } catch (error) {
      throw classify(operation, error);
    }
  }

  const sync = (operation: string, responseKey: string) => (request: T.SolicitudSincronizacion) =>
    call('sincronizacion', operation, ['SolicitudSincronizacion', request], responseKey);
  const parametrica = (operation: string) => async (request: T.SolicitudSincronizacion) => {
    const row = await sync(operation, 'RespuestaListaParametricas')(request);
    return {
      ...answer(row),
      listaCodigos: list(row.listaCodigos).map((c) => ({
        codigoClasificador: Number(c.codigoClasificador),
        descripcion: String(c.descripcion ?? ''),
      })),
    } satisfies T.RespuestaParametricas;
  };
  const facturacion = (row: Row): T.RespuestaFacturacion => ({
    ...answer(row),
    codigoEstado: num(row.codigoEstado),
    codigoDescripcion: str(row.codigoDescripcion),
    codigoRecepcion: str(row.codigoRecepcion),
  });

  return {
    async verificarComunicacion(): Promise<T.SiatAnswer> {
      return answer(await call('codigos', 'verificarComunicacion', null, 'RespuestaComunicacion'));
    },
    async cuis(request: T.SolicitudCuis): Promise<T.RespuestaCuis> {
      const row = await call('codigos', 'cuis', ['SolicitudCuis', request], 'RespuestaCuis');
      return { ...answer(row), codigo: str(row.codigo), fechaVigencia: str(row.fechaVigencia) };
    },
    async cufd(request: T.SolicitudCufd): Promise<T.RespuestaCufd> {
      const row = await call('codigos', 'cufd', ['SolicitudCufd', request], 'RespuestaCufd');
      return {
        ...answer(row),
        codigo: str(row.codigo),
        codigoControl: str(row.codigoControl),
        direccion: str(row.direccion),
        fechaVigencia: str(row.fechaVigencia),
      };
    },
    async verificarNit(request: T.SolicitudVerificarNit): Promise<T.SiatAnswer> {
      const wrapper: [string, object] = ['SolicitudVerificarNit', request];
      return answer(await call('codigos', 'verificarNit', wrapper, 'RespuestaVerificarNit'));
    },
    async sincronizarFechaHora(request: T.SolicitudSincronizacion): Promise<T.RespuestaFechaHora> {
      const row = await sync('sincronizarFechaHora', 'RespuestaFechaHora')(request);
      return { ...answer(row), fechaHora: str(row.fechaHora) };
    },
    async sincronizarActividades(
      request: T.SolicitudSincronizacion,
    ): Promise<T.RespuestaActividades> {
      const row = await sync('sincronizarActividades', 'RespuestaListaActividades')(request);
      return {
        ...answer(row),
        listaActividades: list(row.listaActividades).map((a) => ({
          codigoCaeb: String(a.codigoCaeb ?? ''),
          descripcion: String(a.descripcion ?? ''),
          tipoActividad: String(a.tipoActividad ?? ''),
        })),
      };
    },
    async sincronizarListaLeyendasFactura(
      request: T.SolicitudSincronizacion,
    ): Promise<T.RespuestaLeyendas> {
      const row = await sync(
        'sincronizarListaLeyendasFactura',
        'RespuestaListaParametricasLeyendas',
      )(request);
      return {
        ...answer(row),
        listaLeyendas: list(row.listaLeyendas).map((l) => ({
          codigoActividad: String(l.codigoActividad ?? ''),
          descripcionLeyenda: String(l.descripcionLeyenda ?? ''),
        })),
      };
    },
    async sincronizarListaProductosServicios(
      request: T.SolicitudSincronizacion,
    ): Promise<T.RespuestaProductos> {
      const row = await sync(
        'sincronizarListaProductosServicios',
        'RespuestaListaProductos',
      )(request);
      return {
        ...answer(row),
        listaCodigos: list(row.listaCodigos).map((p) => ({
          codigoActividad: String(p.codigoActividad ?? ''),
          codigoProducto: String(p.codigoProducto ?? ''),
          descripcionProducto: String(p.descripcionProducto ?? ''),
        })),
      };
    },
    sincronizarParametricaUnidadMedida: parametrica('sincronizarParametricaUnidadMedida'),
    sincronizarParametricaTipoDocumentoIdentidad: parametrica(
      'sincronizarParametricaTipoDocumentoIdentidad',
    ),
    sincronizarParametricaTipoMetodoPago: parametrica('sincronizarParametricaTipoMetodoPago'),
    sincronizarParametricaTipoMoneda: parametrica('sincronizarParametricaTipoMoneda'),
    sincronizarParametricaMotivoAnulacion: parametrica('sincronizarParametricaMotivoAnulacion'),
    sincronizarParametricaEventosSignificativos: parametrica(
      'sincronizarParametricaEventosSignificativos',
    ),
    async recepcionFactura(request: T.SolicitudRecepcionFactura): Promise<T.RespuestaFacturacion> {
      const wrapper: [string, object] = ['SolicitudServicioRecepcionFactura', request];
      return facturacion(
        await call('compraVenta', 'recepcionFactura', wrapper, 'RespuestaServicioFacturacion'),
      );
    },
    async anulacionFactura(request: T.SolicitudAnulacion): Promise<T.RespuestaFacturacion> {
      const wrapper: [string, object] = ['SolicitudServicioAnulacionFactura', request];
      return facturacion(
        await call('compraVenta', 'anulacionFactura', wrapper, 'RespuestaServicioFacturacion'),
      );
    },
    async recepcionPaquete(request: T.SolicitudRecepcionPaquete): Promise<T.RespuestaFacturacion> {
      const wrapper: [string, object] = ['SolicitudServicioRecepcionPaquete', request];
      return facturacion(
        await call(
          'compraVenta',
          'recepcionPaqueteFactura',
          wrapper,
          'RespuestaServicioFacturacion',
        ),
      );
    },
    async validacionRecepcionPaquete(
      request: T.SolicitudValidacionPaquete,
    ): Promise<T.RespuestaFacturacion> {
      const wrapper: [string, object] = ['SolicitudServicioValidacionRecepcionPaquete', request];
      return facturacion(
        await call(
          'compraVenta',
          'validacionRecepcionPaqueteFactura',
          wrapper,
          'RespuestaServicioFacturacion',
        ),
      );
    },
    async registroEventoSignificativo(
      request: T.SolicitudEventoSignificativo,
    ): Promise<T.RespuestaEventoSignificativo> {
      const wrapper: [string, object] = ['SolicitudEventoSignificativo', request];
      const row = await call(
        'operaciones',
        'registroEventoSignificativo',
        wrapper,
        'RespuestaListaEventos',
      );
      return {
        ...answer(row),
        codigoRecepcionEventoSignificativo: str(row.codigoRecepcionEventoSignificativo),
      };
    },
  };
}

export type SiatClient = ReturnType<typeof createSiatClient>;
