import { PACKAGE_PRICE_MODE_LABELS, type PackagePriceMode } from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const PACKAGES_PAGE_SIZE = RECORDS_PAGE_SIZE;
export const PACKAGES_PATH = '/director/dashboard/packages';

export const PACKAGE_LIST_TEXTS = recordListTexts('paquetes');

export const priceModeLabel = (mode: string) =>
  PACKAGE_PRICE_MODE_LABELS[mode as PackagePriceMode] ?? mode;
