/** The two ways a SIAT call fails, told apart: the network (contingency) or SIAT refusing the call. */

/**
 * SIAT could not be reached: a network error, a timeout, a 5xx or an answer that is not SOAP. The
 * caller goes into contingency (offline issuing) and tries again later.
 */
export class SiatUnreachableError extends Error {
  override name = 'SiatUnreachableError';
  constructor(
    readonly operation: string,
    readonly reason: string,
  ) {
    super(`SIAT unreachable (${operation}): ${reason}`);
  }
}

/** SIAT answered but refused the call itself (a SOAP fault, a 4xx such as a rejected token). */
export class SiatCallError extends Error {
  override name = 'SiatCallError';
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly fault: string,
  ) {
    super(`SIAT refused ${operation} (${status ?? 'fault'}): ${fault}`);
  }
}

/** A network or server failure, or SIAT's refusal of the call: which one decides contingency. */
export function classify(operation: string, error: unknown): Error {
  const e = error as {
    code?: string;
    message?: string;
    response?: { status?: number };
    root?: { Envelope?: { Body?: { Fault?: { faultstring?: unknown } } } };
  };
  const fault = e.root?.Envelope?.Body?.Fault;
  const status = e.response?.status ?? null;
  if (fault) return new SiatCallError(operation, status, String(fault.faultstring ?? 'SOAP fault'));
  if (status !== null && status >= 400 && status < 500) {
    return new SiatCallError(operation, status, e.message ?? `HTTP ${status}`);
  }
  if (status !== null || e.code || /timeout|socket|network|parse|xml/i.test(e.message ?? '')) {
    return new SiatUnreachableError(
      operation,
      status ? `HTTP ${status}` : (e.code ?? e.message ?? 'error'),
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}
