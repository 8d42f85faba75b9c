/** What other features and pages may use of lines. */
export { lineQueryOptions, useLine } from './api/get-line';
export { lineKeys } from './api/line-keys';
export { useActiveLines } from './api/get-active-lines';
