import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateSizeCharts, sizeChartApi } from './size-chart-keys';

/** The size chart's create. */
export const useCreateSizeChart = () =>
  useRecordMutation('create', sizeChartApi, { invalidate: (qc) => invalidateSizeCharts(qc) });
