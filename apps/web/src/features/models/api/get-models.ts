import { useQuery } from '@tanstack/react-query';
import { modelsQueryOptions } from './models-query';

/** A line's models; nothing is asked while there is no line (SPEC.md §7). */
export const useModels = (lineId: number | null) =>
  useQuery({ ...modelsQueryOptions(lineId ?? 0), enabled: lineId !== null });
