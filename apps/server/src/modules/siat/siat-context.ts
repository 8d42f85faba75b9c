import { SIAT_MESSAGES as M } from '@taller/shared';
import { AppError, conflict } from '../../lib/app-error';
import type { Db } from '../../db/database';
import type { SiatCaller, SiatGateway } from './siat-gateway';
import { SiatUnreachableError } from './protocol';
import * as repo from './siat.repository';
import type { OpenSiatSettings } from './siat-settings';

/** Who calls SIAT, from the settings; refused when the settings lack what SIAT needs. */
export function callerOf(settings: OpenSiatSettings): SiatCaller {
  const { nit, systemCode, token } = settings;
  if (!nit || !systemCode || !token) throw conflict('SIAT_NOT_CONFIGURED', M.notConfigured);
  return {
    environment: settings.environment === 'PRODUCCION' ? 1 : 2,
    nit,
    systemCode,
    token,
    branch: settings.branch,
    pointOfSale: settings.pointOfSale,
  };
}

export const codeKey = (caller: SiatCaller, kind: 'CUIS' | 'CUFD') => ({
  kind,
  environment: String(caller.environment),
  branch: caller.branch,
  pointOfSale: caller.pointOfSale,
});

/** A call to SIAT whose failure is answered 503, in Spanish, naming the step that failed. */
export async function step<T>(name: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const detail = err instanceof SiatUnreachableError ? M.unreachable : (err as Error).message;
    throw new AppError(503, 'SIAT_UNAVAILABLE', M.syncFailed(name, detail));
  }
}

/** The CUIS in force, asked of SIAT when there is none. */
export async function ensureCuis(db: Db, gateway: SiatGateway, caller: SiatCaller, now: Date) {
  const current = await repo.findValidCode(db, codeKey(caller, 'CUIS'), now.toISOString());
  if (current) return current.code;
  const cuis = await step('CUIS', () => gateway.cuis(caller));
  await repo.insertCode(db, codeKey(caller, 'CUIS'), cuis);
  return cuis.code;
}
