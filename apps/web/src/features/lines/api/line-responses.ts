import type { Line } from '@taller/shared';
import { readList, withFallback as withFallbackTagged } from '../../../lib/api-fallback';

/** The line list from the answer's data field (or one level deeper); empty when missing. */
export const readLineList = (data: unknown): Line[] => readList<Line>(data);

/** lib/api-fallback's rule, logged under [lines]. */
export const withFallback = <T>(run: () => Promise<T>, fallback: string) =>
  withFallbackTagged(run, fallback, 'lines');
