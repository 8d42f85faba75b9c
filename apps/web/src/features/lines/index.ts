/** What other features and pages may use of lines. */
export { useLine } from './api/get-line';
export { lineQueryOptions } from './api/line-query';
export { lineKeys } from './api/line-keys';
export { useActiveLines } from './api/get-active-lines';
