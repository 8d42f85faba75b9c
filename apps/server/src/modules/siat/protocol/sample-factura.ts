import type { CompraVentaFactura } from './factura-xml';

/** A complete, valid compra-venta factura for tests and the fake SIAT's demos. */
export function sampleFactura(
  overrides: Partial<CompraVentaFactura['cabecera']> = {},
): CompraVentaFactura {
  return {
    cabecera: {
      nitEmisor: '1020304050',
      razonSocialEmisor: 'Confecciones El Taller S.R.L.',
      municipio: 'La Paz',
      telefono: '22441122',
      numeroFactura: 1,
      cuf: '11BBF1BD45967C221C7CE39BC99FDA1BA1DC4BE7BC251010C8A9EC6D74',
      cufd: 'QUFVQjnCv09FQQ==MzVCRjY3NjM4QjY=Q8KhUmVKVEhKV1VBNzIxQTVBRTE1REMz',
      codigoSucursal: 0,
      direccion: 'Av. 6 de Agosto 123, Sopocachi',
      codigoPuntoVenta: 0,
      fechaEmision: '2026-03-02T10:15:00.000',
      nombreRazonSocial: 'Unidad Educativa San Andrés',
      codigoTipoDocumentoIdentidad: 5,
      numeroDocumento: '1028765021',
      complemento: null,
      codigoCliente: 'C-12',
      codigoMetodoPago: 1,
      numeroTarjeta: null,
      montoTotal: 135000,
      montoTotalSujetoIva: 135000,
      codigoMoneda: 1,
      tipoCambio: 100,
      montoTotalMoneda: 135000,
      montoGiftCard: null,
      descuentoAdicional: 0,
      codigoExcepcion: 0,
      cafc: null,
      leyenda:
        'Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los productos que consumes.',
      usuario: 'caja1',
      ...overrides,
    },
    detalle: [
      {
        actividadEconomica: '141000',
        codigoProductoSin: 62121,
        codigoProducto: 'POL-AZ-10',
        descripcion: 'Polera escolar azul, talla 10',
        cantidad: 30,
        unidadMedida: 58,
        precioUnitario: 4500,
        montoDescuento: null,
        subTotal: 135000,
        numeroSerie: null,
        numeroImei: null,
      },
    ],
  };
}
