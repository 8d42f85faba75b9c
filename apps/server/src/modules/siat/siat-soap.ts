import { SiatUnreachable, type SiatGateway } from './siat-gateway';

/** Until the protocol layer's SOAP client is wired: every call fails as SIAT unreachable. */
export function unwiredGateway(): SiatGateway {
  const fail = () => Promise.reject(new SiatUnreachable('SIAT client not configured'));
  return {
    clock: fail,
    cuis: fail,
    cufd: fail,
    catalogue: fail,
    verifyNit: fail,
    sendInvoice: fail,
    annul: fail,
  };
}
