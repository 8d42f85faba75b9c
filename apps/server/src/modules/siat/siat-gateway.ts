import type { SiatCatalogueName } from '@taller/shared';

/**
 * What the siat module asks of SIAT, in its own words: the protocol layer (`protocol/`, its SOAP
 * client over the SIN's WSDLs) implements it. Every call carries who is asking.
 */
export type SiatCaller = {
  /** 1 producción, 2 piloto (codigoAmbiente). */
  environment: 1 | 2;
  nit: string;
  systemCode: string;
  token: string;
  branch: number;
  pointOfSale: number;
};

export type SiatCode = { code: string; validUntil: string };
export type SiatCufd = SiatCode & { controlCode: string; address: string };
export type SiatEntry = { code: string; description: string; activityCode: string | null };

/** SIAT's answer to a factura, a package or an annulment. */
export type SiatReception = {
  /** SIAT's codigoDescripcion: VALIDADA, OBSERVADA, RECHAZADA, ANULACION CONFIRMADA, PENDIENTE… */
  state: string;
  receptionCode: string | null;
  messages: string[];
  /** The codes of SIAT's messages (mensajesList[].codigo), as numbers. */
  codes: number[];
};

export type SiatGateway = {
  clock(caller: SiatCaller & { cuis: string }): Promise<string>;
  cuis(caller: SiatCaller): Promise<SiatCode>;
  cufd(caller: SiatCaller & { cuis: string }): Promise<SiatCufd>;
  catalogue(caller: SiatCaller & { cuis: string }, name: SiatCatalogueName): Promise<SiatEntry[]>;
  verifyNit(caller: SiatCaller & { cuis: string }, nit: string): Promise<boolean>;
  sendInvoice(
    caller: SiatCaller & { cuis: string; cufd: string },
    invoice: { xml: string; emittedAt: string; emissionType: 1 | 2 },
  ): Promise<SiatReception>;
  annul(
    caller: SiatCaller & { cuis: string; cufd: string },
    annulment: { cuf: string; reasonCode: number },
  ): Promise<SiatReception>;
  /** verificarComunicacion: true when SIAT answers; SiatUnreachableError when it cannot be reached. */
  ping(caller: SiatCaller): Promise<boolean>;
  /** registroEventoSignificativo: SIAT's reception code of the event. */
  registerEvent(
    caller: SiatCaller & { cuis: string; cufd: string },
    event: { code: number; description: string; cufdEvent: string; start: Date; end: Date },
  ): Promise<string>;
  /** recepcionPaqueteFactura: the offline facturas of an event, as one tar.gz. */
  sendPackage(
    caller: SiatCaller & { cuis: string; cufd: string },
    pkg: { xmls: string[]; eventCode: string },
  ): Promise<SiatReception>;
  /** validacionRecepcionPaqueteFactura; `files` are the messages per file (0-based). */
  validatePackage(
    caller: SiatCaller & { cuis: string; cufd: string },
    receptionCode: string,
  ): Promise<SiatReception & { files: Record<number, string[]> }>;
  /** verificacionEstadoFactura: the factura's state at SIAT, or null when SIAT never received it. */
  invoiceState(
    caller: SiatCaller & { cuis: string; cufd: string },
    invoice: { cuf: string; emissionType: 1 | 2 },
  ): Promise<SiatReception | null>;
};
