import { useQuery } from '@tanstack/react-query';
import type { Line } from '@taller/shared';
import { lineQueryOptions } from './line-query';

/** One line; `placeholder` (the row from the list) shows while the fresh copy loads. */
export const useLine = (id: number, placeholder?: Line) =>
  useQuery({ ...lineQueryOptions(id), placeholderData: placeholder });
