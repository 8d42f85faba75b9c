import { withFallback as withFallbackTagged } from '../../../lib/api-fallback';

/** lib/api-fallback's rule, logged under [lines]. */
export const withFallback = <T>(run: () => Promise<T>, fallback: string) =>
  withFallbackTagged(run, fallback, 'lines');
