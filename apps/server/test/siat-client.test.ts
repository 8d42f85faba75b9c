import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SIAT_CODES,
  SiatCallError,
  SiatUnreachableError,
  buildCompraVentaXml,
  computeCuf,
  createSiatClient,
  packInvoice,
  packPackage,
  parseSiatDateTime,
  type SiatClient,
} from '../src/modules/siat/protocol';
import { sampleFactura } from '../src/modules/siat/protocol/sample-factura';
import { type FakeSiat, startFakeSiat } from './fake-siat';

const system = { codigoAmbiente: 2, codigoSistema: '7C58F91464C47B5C62F357E', nit: '1020304050' };
const place = { codigoModalidad: 2, codigoSucursal: 0, codigoPuntoVenta: 0 };

let fake: FakeSiat;
let siat: SiatClient;
beforeEach(async () => {
  fake = await startFakeSiat();
  siat = createSiatClient({ baseUrl: fake.url, token: 'token-delegado', timeoutMs: 2_000 });
});
afterEach(() => fake.close());

/** A CUIS and a CUFD from the fake, as the server gets them. */
async function codes() {
  const cuis = await siat.cuis({ ...system, ...place });
  const cufd = await siat.cufd({ ...system, ...place, cuis: cuis.codigo! });
  return { cuis: cuis.codigo!, cufd: cufd.codigo!, control: cufd.codigoControl! };
}

/** A factura issued now with a CUF computed by the protocol layer. */
function factura(number: number, cufd: string, control: string, emission: 1 | 2 = 1) {
  const fechaEmision = '2026-03-02T10:15:00.000';
  const cuf = computeCuf(
    {
      nit: system.nit,
      issuedAt: parseSiatDateTime(fechaEmision),
      branch: 0,
      modality: 2,
      emissionType: emission,
      invoiceType: 1,
      sectorDocumentType: 1,
      invoiceNumber: number,
      pointOfSale: 0,
    },
    control,
  );
  const f = sampleFactura({
    numeroFactura: number,
    cuf,
    cufd,
    fechaEmision,
    nitEmisor: system.nit,
  });
  return { cuf, xml: buildCompraVentaXml(f) };
}

function reception(cuis: string, cufd: string, emission = 1) {
  return {
    ...system,
    ...place,
    codigoDocumentoSector: 1,
    codigoEmision: emission,
    tipoFacturaDocumento: 1,
    cuis,
    cufd,
    fechaEnvio: '2026-03-02T10:15:01.000',
  };
}

describe('the SIAT client against the fake SIAT', () => {
  it('speaks to each service with the token in the apikey header', async () => {
    expect(await siat.verificarComunicacion()).toEqual({
      transaccion: true,
      mensajesList: [{ codigo: 926, descripcion: 'COMUNICACION EXITOSA' }],
    });
    expect(fake.received.calls[0]).toEqual({
      operation: 'verificarComunicacion',
      path: '/v2/FacturacionCodigos',
      apikey: 'TokenApi token-delegado',
    });
  });

  it('sends each operation to its service’s path under the base URL', async () => {
    const { cuis, cufd, control } = await codes();
    await siat.sincronizarActividades({ ...system, codigoSucursal: 0, codigoPuntoVenta: 0, cuis });
    await siat.recepcionFactura({
      ...reception(cuis, cufd),
      ...packInvoice(factura(9, cufd, control).xml),
    });
    expect(fake.received.calls.map((c) => `${c.operation} ${c.path}`)).toEqual([
      'cuis /v2/FacturacionCodigos',
      'cufd /v2/FacturacionCodigos',
      'sincronizarActividades /v2/FacturacionSincronizacion',
      'recepcionFactura /v2/ServicioFacturacionCompraVenta',
    ]);
  });

  it('gets a CUIS, a CUFD valid 24 hours with its control code, and the clock', async () => {
    const cuis = await siat.cuis({ ...system, ...place });
    expect(cuis).toMatchObject({ transaccion: true, codigo: expect.any(String) });
    const cufd = await siat.cufd({ ...system, ...place, cuis: cuis.codigo! });
    expect(cufd.codigoControl).toMatch(/^[0-9A-F]+$/);
    const validFor = parseSiatDateTime(cufd.fechaVigencia!).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(23 * 3600_000);
    expect(fake.received.cufds).toHaveLength(1);
    const clock = await siat.sincronizarFechaHora({ ...system, ...place, cuis: cuis.codigo! });
    expect(clock.fechaHora).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
  });

  it('syncs every catalogue', async () => {
    const { cuis } = await codes();
    const request = { ...system, codigoSucursal: 0, codigoPuntoVenta: 0, cuis };
    const activities = await siat.sincronizarActividades(request);
    expect(activities.listaActividades.map((a) => a.codigoCaeb)).toContain('141000');
    const legends = await siat.sincronizarListaLeyendasFactura(request);
    expect(legends.listaLeyendas[0]!.descripcionLeyenda).toMatch(/^Ley N° 453/);
    const products = await siat.sincronizarListaProductosServicios(request);
    expect(products.listaCodigos[0]).toMatchObject({ codigoActividad: '141000' });
    const units = await siat.sincronizarParametricaUnidadMedida(request);
    expect(units.listaCodigos).toContainEqual({
      codigoClasificador: 58,
      descripcion: 'UNIDAD (BIENES)',
    });
    for (const sync of [
      siat.sincronizarParametricaTipoDocumentoIdentidad,
      siat.sincronizarParametricaTipoMetodoPago,
      siat.sincronizarParametricaTipoMoneda,
      siat.sincronizarParametricaMotivoAnulacion,
      siat.sincronizarParametricaEventosSignificativos,
    ]) {
      const answer = await sync(request);
      expect(answer.transaccion).toBe(true);
      expect(answer.listaCodigos.length).toBeGreaterThan(1);
    }
  });

  it('verifies a NIT: found, or a "no" with SIAT’s message', async () => {
    const { cuis } = await codes();
    const request = { ...system, codigoModalidad: 2, codigoSucursal: 0, cuis };
    expect(await siat.verificarNit({ ...request, nitParaVerificacion: '1028765021' })).toEqual({
      transaccion: true,
      mensajesList: [{ codigo: SIAT_CODES.NIT_ACTIVO, descripcion: 'NIT ACTIVO' }],
    });
    fake.set({ nitValid: () => false });
    expect(await siat.verificarNit({ ...request, nitParaVerificacion: '1028765021' })).toEqual({
      transaccion: false,
      mensajesList: [{ codigo: SIAT_CODES.NIT_INEXISTENTE, descripcion: 'NIT INEXISTENTE' }],
    });
  });

  it('sends a factura: validated; the same number again is refused', async () => {
    const { cuis, cufd, control } = await codes();
    const { xml } = factura(1, cufd, control);
    const first = await siat.recepcionFactura({ ...reception(cuis, cufd), ...packInvoice(xml) });
    expect(first).toMatchObject({ transaccion: true, codigoEstado: SIAT_CODES.RECEPCION_VALIDADA });
    expect(fake.received.invoices).toHaveLength(1);
    const again = await siat.recepcionFactura({ ...reception(cuis, cufd), ...packInvoice(xml) });
    expect(again).toMatchObject({
      transaccion: false,
      codigoEstado: SIAT_CODES.RECEPCION_RECHAZADA,
      mensajesList: [{ codigo: SIAT_CODES.CUF_YA_EXISTE }],
    });
  });

  it('a wrong CUF is rejected by the fake with SIAT’s message', async () => {
    const { cuis, cufd, control } = await codes();
    const { xml, cuf } = factura(2, cufd, control);
    const wrong = xml.replace(
      cuf,
      cuf.replace(/^./, (c) => (c === '1' ? '2' : '1')),
    );
    const answer = await siat.recepcionFactura({ ...reception(cuis, cufd), ...packInvoice(wrong) });
    expect(answer).toMatchObject({
      transaccion: false,
      codigoEstado: 902,
      mensajesList: [
        {
          codigo: SIAT_CODES.CUF_INVALIDO,
          descripcion: 'EL CODIGO UNICO DE FACTURA (CUF) ENVIADO EN EL XML ES INVALIDO',
        },
      ],
    });
    expect(fake.received.invoices).toHaveLength(0);
  });

  it('a factura with a CUFD SIAT no longer takes is rejected until a new CUFD', async () => {
    const { cuis, cufd, control } = await codes();
    fake.expireCufds();
    const stale = await siat.recepcionFactura({
      ...reception(cuis, cufd),
      ...packInvoice(factura(10, cufd, control).xml),
    });
    expect(stale.mensajesList).toMatchObject([{ codigo: SIAT_CODES.CUFD_NO_VIGENTE }]);
    const fresh = await siat.cufd({ ...system, ...place, cuis });
    const again = await siat.recepcionFactura({
      ...reception(cuis, fresh.codigo!),
      ...packInvoice(factura(10, fresh.codigo!, fresh.codigoControl!).xml),
    });
    expect(again.codigoEstado).toBe(SIAT_CODES.RECEPCION_VALIDADA);
  });

  it('rejects when told to, then annuls a validated factura once', async () => {
    const { cuis, cufd, control } = await codes();
    fake.set({ rejectNext: { code: 1013, description: 'EL CALCULO DEL MONTO TOTAL ES ERRONEO' } });
    const rejected = await siat.recepcionFactura({
      ...reception(cuis, cufd),
      ...packInvoice(factura(3, cufd, control).xml),
    });
    expect(rejected.mensajesList).toEqual([
      { codigo: 1013, descripcion: 'EL CALCULO DEL MONTO TOTAL ES ERRONEO' },
    ]);
    const { xml, cuf } = factura(4, cufd, control);
    await siat.recepcionFactura({ ...reception(cuis, cufd), ...packInvoice(xml) });
    const annul = { ...reception(cuis, cufd), codigoMotivo: 1, cuf };
    expect(await siat.anulacionFactura(annul)).toMatchObject({
      transaccion: true,
      codigoEstado: SIAT_CODES.ANULACION_CONFIRMADA,
    });
    expect(await siat.anulacionFactura(annul)).toMatchObject({
      transaccion: false,
      mensajesList: [{ codigo: SIAT_CODES.FACTURA_YA_ANULADA }],
    });
    expect(fake.received.annulments).toEqual([{ cuf, codigoMotivo: '1' }]);
  });

  it('a contingency: an event, then a package of offline facturas, then its validation', async () => {
    const { cuis, cufd, control } = await codes();
    const event = await siat.registroEventoSignificativo({
      ...system,
      codigoSucursal: 0,
      codigoPuntoVenta: 0,
      cuis,
      cufd,
      cufdEvento: cufd,
      codigoMotivoEvento: 2,
      descripcion: 'INACCESIBILIDAD AL SERVICIO WEB DE LA ADMINISTRACION TRIBUTARIA',
      fechaHoraInicioEvento: '2026-03-02T10:00:00.000',
      fechaHoraFinEvento: '2026-03-02T10:30:00.000',
    });
    expect(event.transaccion).toBe(true);
    const xmls = [5, 6, 7].map((n) => factura(n, cufd, control, 2).xml);
    const sent = await siat.recepcionPaquete({
      ...reception(cuis, cufd, 2),
      ...(await packPackage(xmls)),
      cantidadFacturas: 3,
      codigoEvento: event.codigoRecepcionEventoSignificativo!,
    });
    expect(sent).toMatchObject({ transaccion: true, codigoEstado: SIAT_CODES.RECEPCION_PENDIENTE });
    const validated = await siat.validacionRecepcionPaquete({
      ...reception(cuis, cufd, 2),
      codigoRecepcion: sent.codigoRecepcion!,
    });
    expect(validated).toMatchObject({
      codigoEstado: SIAT_CODES.RECEPCION_VALIDADA,
      mensajesList: [],
    });
    expect(fake.received.invoices.map((i) => i.numeroFactura)).toEqual(['5', '6', '7']);
    expect(fake.received.events).toHaveLength(1);
  });
});

describe('when SIAT cannot be reached', () => {
  it('a cut connection is SiatUnreachableError', async () => {
    fake.set({ down: true });
    await expect(siat.verificarComunicacion()).rejects.toBeInstanceOf(SiatUnreachableError);
  });

  it('a 503 is SiatUnreachableError, and the error does not carry the token', async () => {
    fake.set({ down: 'http503' });
    const error = await siat.cuis({ ...system, ...place }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiatUnreachableError);
    expect(JSON.stringify(error) + String(error)).not.toContain('token-delegado');
  });

  it('nothing listening is SiatUnreachableError', async () => {
    await fake.close();
    await expect(siat.verificarComunicacion()).rejects.toBeInstanceOf(SiatUnreachableError);
    fake = await startFakeSiat();
  });

  it('an answer later than the timeout is SiatUnreachableError', async () => {
    fake.set({ slowMs: 60_000 });
    const hasty = createSiatClient({ baseUrl: fake.url, token: 't', timeoutMs: 200 });
    await expect(hasty.verificarComunicacion()).rejects.toBeInstanceOf(SiatUnreachableError);
  });

  it('a refused token is SiatCallError, not a contingency', async () => {
    const anonymous = createSiatClient({ baseUrl: fake.url, token: '', timeoutMs: 2_000 });
    await expect(anonymous.verificarComunicacion()).rejects.toBeInstanceOf(SiatCallError);
  });
});
