import { BILL_DOCUMENT_LABELS, type BillDocument, type BillingMode } from '../siat/siat.schema';

/**
 * A bill's document as its texts name it: 'Nota de venta' without SIAT, 'Factura' only for a
 * factura issued through SIAT (issue 36: a nota de venta is never called a factura).
 */
const documentName = (document: BillDocument = 'NOTA_DE_VENTA') => BILL_DOCUMENT_LABELS[document];

/** Every Spanish text about billing (info-bill, bills, payment proofs) both sides show. */
export const BILLING_MESSAGES = {
  // Datos de facturación
  infoFound: 'Datos de facturación',
  infoSaved: 'Datos de facturación guardados',
  infoStale:
    'Los datos de facturación fueron modificados por otra persona. Recargue para ver los cambios.',
  infoMissing:
    'Complete los datos de facturación (razón social y NIT) antes de emitir documentos de venta',
  businessNameRequired: 'La razón social es requerida',
  taxIdRequired: 'El NIT es requerido',
  taxIdInvalid: 'El NIT solo puede contener letras, números, espacios y guiones',
  taxRateInvalid: 'La tasa de impuesto debe ser un número entre 0 y 100 con hasta 2 decimales',
  pricesIncludeTaxInvalid: "El campo 'pricesIncludeTax' debe ser verdadero o falso",
  currencyInvalid: "La moneda debe ser 'BOB' o 'USD'",
  seriesInvalid: 'El prefijo de la serie debe tener de 1 a 5 letras mayúsculas o números',
  nextNumberInvalid: 'El próximo número debe ser un entero entre 1 y 999999',
  seriesStarted: (series: string, next: number) =>
    `La serie ${series} ya tiene documentos emitidos: su próximo número es ${next} y no se puede cambiar`,
  versionRequired: 'La versión de los datos de facturación es requerida',
  imageInvalid: 'El identificador de la imagen no es válido',
  imageUnavailable: (label: string) =>
    `${label} debe ser una imagen PNG o JPG subida y no usada en otro registro`,
  bankRequired: 'El banco es requerido',
  accountRequired: 'El número de cuenta es requerido',
  accountInvalid: 'El número de cuenta solo puede contener números, espacios y guiones',
  holderRequired: 'El titular es requerido',
  accountsInvalid: 'La lista de cuentas bancarias no es válida',
  tooManyAccounts: 'Se permiten como máximo 5 cuentas bancarias',

  // Documentos de venta: notas de venta (sin SIAT) y facturas (SIAT)
  billFound: 'Documento de venta encontrado',
  billCreated: (number: string, document?: BillDocument) =>
    `${documentName(document)} ${number} emitida`,
  billAnnulled: (number: string, document?: BillDocument) =>
    `${documentName(document)} ${number} anulada`,
  billNotFound: 'Documento de venta no encontrado',
  billIdInvalid: 'El identificador del documento de venta no es válido',
  orderRequired: 'El pedido es requerido',
  orderIdInvalid: 'El identificador del pedido no es válido',
  orderUnavailable: 'El pedido no existe o fue eliminado',
  orderCancelled: 'No se pueden emitir documentos de venta de un pedido cancelado',
  kindInvalid: "El tipo debe ser 'TOTAL', 'ADVANCE' o 'BALANCE'",
  amountRequired: 'El monto del anticipo es requerido',
  amountInvalid: 'El monto debe ser un número entero de centavos mayor que 0',
  amountTooLarge: (owed: string) => `El monto no puede superar lo que falta facturar (${owed})`,
  alreadyBilled: 'El pedido ya tiene documentos de venta: emita un anticipo o el saldo',
  nothingToBill: 'El pedido ya está facturado por completo',
  annulReasonRequired: 'El motivo de la anulación es requerido',
  alreadyAnnulled: (number: string, document?: BillDocument) =>
    `La ${documentName(document).toLowerCase()} ${number} ya está anulada`,
  statusInvalid: "El estado debe ser 'ISSUED', 'PARTIALLY_PAID', 'PAID' o 'ANNULLED'",
  dateInvalid: 'Ingrese una fecha válida (AAAA-MM-DD)',
  documentInvalid: 'El tipo de documento de venta no es válido',
  billingModeInvalid: "El modo de facturación debe ser 'NONE' o 'SIAT_COMPUTARIZADA'",
  nitExceptionInvalid: "El campo 'nitException' debe ser verdadero o falso",
  identityDocumentTypeInvalid: 'El tipo de documento de identidad debe ser un número del 1 al 5',
  paymentMethodCodeInvalid: 'El código del método de pago debe ser un número entero entre 1 y 999',
  annulReasonCodeInvalid:
    'El código del motivo de anulación debe ser un número entero entre 1 y 99',
  dateRangeInverted: "La fecha 'desde' no puede ser posterior a la fecha 'hasta'",

  // Comprobantes de pago
  paymentFound: 'Comprobante encontrado',
  paymentCreated: 'Comprobante registrado',
  paymentApproved: 'Pago aprobado',
  paymentRejected: 'Comprobante rechazado',
  paymentNotFound: 'Comprobante no encontrado',
  paymentIdInvalid: 'El identificador del comprobante no es válido',
  methodInvalid: "El método debe ser 'TRANSFER', 'QR', 'DEPOSIT' o 'CASH'",
  paymentStatusInvalid: "El estado debe ser 'PENDING', 'APPROVED' o 'REJECTED'",
  paidAtRequired: 'La fecha del pago es requerida',
  billNotOfOrder: 'El documento de venta no pertenece al pedido',
  billAnnulledPayment: 'No se puede registrar un pago sobre un documento de venta anulado',
  fileRequired: 'Adjunte el comprobante (imagen o PDF)',
  fileTypeInvalid: (name: string) => `El comprobante debe ser una imagen o un PDF: ${name}`,
  oneFileOnly: 'Adjunte un solo archivo en el campo file',
  unknownField: (name: string) => `Campo no reconocido: ${name}`,
  notMultipart: 'El comprobante se envía como multipart/form-data',
  alreadyDecided: (status: string) => `El comprobante ya fue revisado (${status})`,
  rejectReasonRequired: 'El motivo del rechazo es requerido',
  amountOverOwed: (owed: string) => `El monto no puede superar lo que falta pagar (${owed})`,
  overpayment: (owed: string, excess: string) =>
    `El pago supera en ${excess} lo que falta pagar (${owed}). Si el cliente pagó de más, regístrelo como pago en exceso con un motivo.`,
  overpaymentReasonRequired: 'El motivo del pago en exceso es requerido',
  paymentApprovedWithExcess: (excess: string) =>
    `Pago aprobado: ${excess} quedan como saldo a favor del cliente`,

  // Máximos: no pedido suma más que MONEY_MAX_CENTS
  billedTooLarge: (max: string) => `Lo facturado de un pedido no puede superar ${max}`,
  paidTooLarge: (max: string) => `Lo pagado de un pedido no puede superar ${max}`,
} as const;

/**
 * The words the bill PDFs print. A nota de venta (no SIAT) says what it is and that it has no
 * fiscal value; a factura prints what the SIN requires of its graphic representation
 * (Computarizada en Línea, Compra-Venta), its legends word for word.
 */
export const BILLING_PDF_TEXTS = {
  notaTitle: 'NOTA DE VENTA',
  notaNotice: 'Documento sin valor fiscal: no da derecho a crédito fiscal',
  notaFooter: (number: string, businessName: string) => `Nota de venta ${number} · ${businessName}`,
  facturaTitle: 'FACTURA',
  facturaSubtitle: '(Con Derecho a Crédito Fiscal)',
  headOffice: 'Casa Matriz',
  branch: 'Sucursal N°',
  pointOfSale: 'Punto de Venta N°',
  phone: 'Teléfono:',
  nit: 'NIT',
  facturaNumber: 'N° FACTURA',
  authorisationCode: 'CÓD. AUTORIZACIÓN',
  issuedAt: 'Fecha',
  clientName: 'Nombre/Razón Social',
  clientDocument: 'NIT/CI/CEX',
  clientCode: 'Cod. Cliente',
  productCode: 'CÓDIGO PRODUCTO / SERVICIO',
  quantity: 'CANTIDAD',
  unit: 'UNIDAD DE MEDIDA',
  description: 'DESCRIPCIÓN',
  unitPrice: 'PRECIO UNITARIO',
  lineDiscount: 'DESCUENTO',
  lineSubtotal: 'SUBTOTAL',
  subtotal: 'SUBTOTAL Bs',
  discount: 'DESCUENTO Bs',
  total: 'TOTAL Bs',
  giftCard: 'MONTO GIFT CARD Bs',
  toPay: 'MONTO A PAGAR Bs',
  taxBase: 'IMPORTE BASE CRÉDITO FISCAL',
  legendLaw:
    'ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS, EL USO ILÍCITO SERÁ SANCIONADO PENALMENTE DE ACUERDO A LEY',
  legendOnline:
    'Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido en una modalidad de facturación en línea',
  legendOffline:
    'Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido fuera de línea, verifique su envío con su proveedor o en la página web www.impuestos.gob.bo',
  annulled: 'ANULADA',
} as const;

const isSiat = (mode: BillingMode) => mode === 'SIAT_COMPUTARIZADA';

/**
 * How the screens name bills (issue 36): the list and the issue button follow the mode in
 * force, each bill its own document; 'documentos de venta' where both kinds may be meant.
 */
export const BILL_DOCUMENT_TEXTS = {
  plural: 'documentos de venta',
  listTitle: (mode: BillingMode) => (isSiat(mode) ? 'Facturas' : 'Notas de venta'),
  issue: (mode: BillingMode) => (isSiat(mode) ? 'Emitir factura' : 'Emitir nota de venta'),
  /** 'Nota de venta F-000001', 'Factura F-000002'. */
  named: (document: BillDocument, number: string) => `${documentName(document)} ${number}`,
  annul: (document: BillDocument, number: string) =>
    `Anular ${documentName(document).toLowerCase()} ${number}`,
  /** The PDF's file name: nota-de-venta-F-000001.pdf or factura-F-000002.pdf. */
  pdfFileName: (document: BillDocument, number: string) =>
    `${document === 'FACTURA' ? 'factura' : 'nota-de-venta'}-${number}.pdf`,
  csvFilePrefix: 'documentos-de-venta',
} as const;

/** A payment's receipt ('Recibo', issue 36): what it was paid for, never called a factura. */
export const RECEIPT_TEXTS = {
  title: 'RECIBO',
  notice: 'Constancia del pago recibido; no tiene valor fiscal',
  number: (id: number) => `N.º ${String(id).padStart(6, '0')}`,
  receivedFrom: 'Recibimos de',
  sum: 'La suma de',
  concept: 'Por concepto de',
  orderPayment: (order: string) => `Pago del pedido ${order}`,
  paidAt: 'Fecha del pago',
  method: 'Método',
  reference: 'Referencia',
  approvedBy: 'Aprobado por',
  excess: 'Pago en exceso (saldo a favor)',
  footer: (id: number, businessName: string) =>
    `Recibo ${String(id).padStart(6, '0')} · ${businessName}`,
  fileName: (id: number) => `recibo-${String(id).padStart(6, '0')}.pdf`,
  notApproved: 'Solo un pago aprobado tiene recibo',
} as const;
