import { SIAT_MESSAGES as M } from '@taller/shared';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { hasCatalogueCode } from './siat.repository';

type SinCodes = {
  siatActivityCode: string | null;
  siatProductCode: string | null;
  siatUnitCode: string | null;
  /** The activity the product code is checked under, when not the one given here. */
  activityOfProduct?: string | null;
};

/**
 * A product's SIN codes, each checked against the synced catalogue when given (the product
 * code under its activity): 400 SIN_CODE_UNKNOWN naming the code. Answers them as given.
 */
export async function checkSinCodes(db: Db, codes: SinCodes) {
  const { siatActivityCode: activity, siatProductCode: product, siatUnitCode: unit } = codes;
  if (activity && !(await hasCatalogueCode(db, 'activities', activity)))
    throw badRequest('SIN_CODE_UNKNOWN', M.productCodeUnknown('actividades', activity));
  const under = codes.activityOfProduct ?? activity ?? undefined;
  if (product && !(await hasCatalogueCode(db, 'products', product, under)))
    throw badRequest('SIN_CODE_UNKNOWN', M.productCodeUnknown('productos y servicios', product));
  if (unit && !(await hasCatalogueCode(db, 'units', unit)))
    throw badRequest('SIN_CODE_UNKNOWN', M.productCodeUnknown('unidades de medida', unit));
  return {
    siatActivityCode: activity,
    siatProductCode: product,
    siatUnitCode: unit,
  };
}
