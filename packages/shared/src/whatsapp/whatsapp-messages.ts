/** Every Spanish text of the WhatsApp channel (issue 22) the server or the web app shows. */
export const WHATSAPP_MESSAGES = {
  settingsSaved: 'Configuración de WhatsApp guardada',
  templatesSaved: 'Plantillas guardadas',
  apiVersionInvalid: 'La versión de la API debe tener la forma v21.0',
  idInvalid: 'El identificador solo puede contener dígitos',
  templateNameInvalid:
    'El nombre de la plantilla solo puede contener minúsculas, dígitos y guiones bajos',
  languageInvalid: 'El idioma debe ser un código como es o es_MX',
  variableInvalid: 'Variable de plantilla no válida',
  kindInvalid: 'Tipo de aviso no válido',
  statusInvalid: 'Estado de mensaje no válido',
  directionInvalid: 'Dirección no válida',
  clientInvalid: 'Identificador de cliente no válido',
  textRequired: 'El mensaje es requerido',
  textTooLong: 'El mensaje no puede tener más de 4096 caracteres',
  secretTooLong: 'El valor es demasiado largo',
  messageNotFound: 'Mensaje no encontrado',
  clientNotFound: 'Cliente no encontrado',
  retryOnlyFailed: 'Solo se puede reintentar un mensaje fallido',
  retried: 'Mensaje puesto de nuevo en cola',
  replyQueued: 'Respuesta en cola de envío',
  windowClosed:
    'Han pasado más de 24 horas desde el último mensaje del cliente: WhatsApp solo permite enviarle plantillas aprobadas',
  noPhone: 'El cliente no tiene un teléfono registrado',
  notOptedIn: 'El cliente no aceptó recibir mensajes de WhatsApp',
  disabled: 'La integración de WhatsApp está desactivada o incompleta',
  consentSaved: 'Consentimiento de WhatsApp actualizado',
  verifyRefused: 'El token de verificación no coincide',
  signatureRefused: 'Firma del webhook ausente o no válida',
  webhookReceived: 'Evento recibido',
  bodyInvalid: 'El cuerpo del webhook no es JSON válido',
  /** A failed delivery whose webhook gives no reason. */
  failedByGraph: 'Fallo informado por WhatsApp',
  // Issue 37: consent where it belongs, skipped templates, documents, media and buttons.
  skippedNoConsent: 'Omitido: el cliente no aceptó recibir mensajes de WhatsApp',
  skippedNoPhone: 'Omitido: el cliente no tiene un teléfono registrado',
  optOutConfirmation:
    'Listo: ya no recibirás avisos por WhatsApp. Si cambias de opinión, actívalos desde tu área de cliente.',
  buttonInvalid: 'Cada botón debe tener entre 1 y 20 caracteres',
  tooManyButtons: 'Una plantilla admite como máximo 3 botones',
  variableRepeated: 'Una variable no puede repetirse',
  documentUnavailable: 'El documento del aviso no está disponible',
  mediaUploadFailed: 'No se pudo subir el documento a WhatsApp',
  mediaDownloadFailed: 'No se pudo descargar el archivo recibido por WhatsApp',
  mediaTypeRefused: 'El archivo recibido no es una imagen ni un PDF: no se guardó',
  noFile: 'El mensaje no tiene un archivo',
  proofCreated: 'Comprobante registrado como pendiente de verificación',
  messageNoClient: 'El mensaje no es de un cliente registrado',
  previewFound: 'Vista previa',
  documentPending: 'Documento (se adjunta al enviar)',
  consentRequired: 'Indique si acepta recibir mensajes de WhatsApp',
} as const;

/** The exact text a client agrees to in their area; stored with their consent. */
export const WHATSAPP_CONSENT_TEXT =
  'Acepto recibir por WhatsApp avisos de mis pedidos, facturas y pagos. Puedo darme de baja en cualquier momento desde mi área de cliente o respondiendo BAJA.';

/** An incoming text that opts the client out (any case, surrounding spaces ignored). */
export const isOptOutText = (text: string) => ['BAJA', 'STOP'].includes(text.trim().toUpperCase());

/** The screens' texts of issue 37: templates' pick list and preview, consent, files and proofs. */
export const WHATSAPP_SCREEN_TEXTS = {
  noVariables: 'Sin variables',
  addVariable: 'Agregar variable',
  addVariableLabel: (list: string) => `Variable para agregar a ${list}`,
  moveUp: (field: string) => `Subir ${field}`,
  moveDown: (field: string) => `Bajar ${field}`,
  remove: (field: string) => `Quitar ${field}`,
  previewLabel: 'Vista previa del mensaje',
  previewLoading: 'Cargando vista previa...',
  previewError: (message: string) => `No se pudo cargar la vista previa: ${message}`,
  previewFrom: (when: string) => `Con los datos del último aviso de este tipo (${when})`,
  previewNoEvent: 'Aún no hubo avisos de este tipo: se muestran los nombres de los datos',
  previewDocument: '📎 Documento adjunto (PDF)',
  /** What 'Adjuntar el documento' attaches, by the kinds that have one (issue 37). */
  documentLabels: {
    BILL_ISSUED: 'Adjuntar el documento (PDF de la factura)',
    PERSON_DELIVERED: 'Adjuntar la nota de entrega (PDF)',
    ORDER_READY: 'Adjuntar el aviso de pedido listo (PDF)',
    // A payment reminder carries the bill it reminds of (issue 37).
    PAYMENT_REMINDER: 'Adjuntar el documento (PDF de la factura)',
  } as Readonly<Record<string, string>>,
  buttonsLabel: 'Botones de respuesta (hasta 3)',
  buttonPlaceholder: (n: number) => `Botón ${n}, p. ej. Ya pagué`,
  consentTitle: 'WhatsApp',
  consentBox: 'Aceptó recibir WhatsApp',
  consentSince: (when: string) => `Desde el ${when}`,
  consentByClient: 'Aceptado por el cliente con el texto:',
  consentNone: 'Sin consentimiento: no se le envían plantillas',
  consentLoading: 'Cargando consentimiento...',
  consentError: (message: string) => `No se pudo cargar el consentimiento: ${message}`,
  clientConsentTitle: 'Avisos por WhatsApp',
  clientConsentBox: 'Quiero recibir avisos por WhatsApp',
  fileImage: 'Foto recibida',
  filePdf: 'PDF recibido',
  fileDownloading: 'Descargando el archivo recibido (se reintenta si WhatsApp no responde)',
  openFile: 'Ver archivo',
  useAsProof: 'Usar como comprobante',
  proofTitle: 'Registrar comprobante desde WhatsApp',
  proofOrder: 'Pedido',
  proofOrderNone: 'El cliente no tiene pedidos con saldo pendiente',
  proofAmount: 'Monto recibido (Bs)',
  proofDate: 'Fecha del pago',
  proofMethod: 'Método',
  proofReference: 'Referencia (opcional)',
  proofSubmit: 'Registrar comprobante',
  proofSaving: 'Registrando...',
  amountInvalid: 'Indique un monto mayor que 0',
} as const;
