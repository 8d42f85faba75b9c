import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateSizeCharts, sizeChartApi } from './size-chart-keys';

/** The size chart's update. */
export const useUpdateSizeChart = () =>
  useRecordMutation('update', sizeChartApi, { invalidate: (qc) => invalidateSizeCharts(qc) });
