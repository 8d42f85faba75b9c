import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateSizeCharts, sizeChartApi } from './size-chart-keys';

/** The size chart's restore. */
export const useRestoreSizeChart = () =>
  useRecordMutation('restore', sizeChartApi, { invalidate: (qc) => invalidateSizeCharts(qc) });
