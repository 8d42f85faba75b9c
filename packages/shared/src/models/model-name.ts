import { lineNameKey } from '../lines/line-name';

/**
 * The key two model names of one line collide on: the same folding as line names (case and
 * accents ignored, spaces collapsed, ñ kept apart from n; docs/decisions/002-lines.md).
 */
export const modelNameKey = (name: string) => lineNameKey(name);
