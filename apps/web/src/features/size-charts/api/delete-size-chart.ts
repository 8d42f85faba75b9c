import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateSizeCharts, sizeChartApi } from './size-chart-keys';

/** The size chart's delete. */
export const useDeleteSizeChart = () =>
  useRecordMutation('delete', sizeChartApi, { invalidate: (qc) => invalidateSizeCharts(qc) });
