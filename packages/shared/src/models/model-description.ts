import { parseLineDescription, serialiseLineDescription } from '../lines/line-description';

/**
 * A model's description is its list of features, read and written exactly like a line's
 * (SPEC.md §3): JSON text of an array, or older plain text (one item), or a raw array; items
 * trimmed, blank ones dropped. One rule, two names, so that neither side redefines it.
 */
export const parseModelDescription = parseLineDescription;
export const serialiseModelDescription = serialiseLineDescription;
