import { withFallback as withFallbackTagged } from '../../../api/fallback';

/** api/fallback.ts's rule, logged under [lines]. */
export const withFallback = <T>(run: () => Promise<T>, fallback: string) =>
  withFallbackTagged(run, fallback, 'lines');
