/** What other features and pages may use of size charts. */
export { useSizeCharts } from './api/get-size-charts';
