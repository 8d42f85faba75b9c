/**
 * A line's description is a list of feature strings, stored as JSON text of an array
 * (SPEC.md §3). Older clients stored plain text (one item) or sent a raw array; every shape is
 * read the same way. Items are trimmed and blank ones dropped.
 */
export type StoredDescription = string | readonly unknown[] | null | undefined;

const cleanItems = (items: readonly unknown[]) =>
  items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseLineDescription(value: StoredDescription): string[] {
  if (value == null) return [];
  if (Array.isArray(value)) return cleanItems(value);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[') || text.startsWith('"')) {
    const parsed = tryJson(text);
    if (Array.isArray(parsed)) return cleanItems(parsed);
    if (typeof parsed === 'string') return cleanItems([parsed]);
  }
  return [text];
}

/** The stored and transmitted form: JSON text of the trimmed, non-blank items. */
export const serialiseLineDescription = (items: readonly string[]) =>
  JSON.stringify(cleanItems(items));

/**
 * Whether a value sent by a client is a description at all: a string (JSON array text or plain
 * text) or an array, whose items, when it is an array, are all strings.
 */
export function isDescriptionInput(value: unknown): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string');
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!text.startsWith('[')) return true;
  const parsed = tryJson(text);
  // Text that only looks like JSON is plain text; a real JSON array must hold strings only.
  return !Array.isArray(parsed) || parsed.every((item) => typeof item === 'string');
}
