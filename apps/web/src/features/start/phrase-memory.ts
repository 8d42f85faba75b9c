import type { Phrase } from './phrases';

/** SPEC.md §9: the last 10 phrases shown are not repeated. */
export const PHRASE_MEMORY = 10;
export const RECENT_PHRASES_KEY = 'taller_recent_phrases';

/**
 * One phrase at random among those not shown recently (remembered by their text, so editing
 * the list never shifts the memory); when every phrase is excluded, any phrase at random.
 */
export function pickPhrase(
  phrases: readonly Phrase[],
  recent: readonly string[],
  random: () => number = Math.random,
): Phrase {
  if (phrases.length === 0) throw new Error('No phrases to choose from');
  const excluded = new Set(recent);
  const fresh = phrases.filter((p) => !excluded.has(p.frase));
  const pool = fresh.length > 0 ? fresh : phrases;
  return pool[Math.min(Math.floor(random() * pool.length), pool.length - 1)]!;
}

/** The memory after showing a phrase: newest last, at most `memory` entries, no duplicates. */
export function rememberPhrase(
  recent: readonly string[],
  shown: Phrase,
  memory: number = PHRASE_MEMORY,
): string[] {
  return [...recent.filter((f) => f !== shown.frase), shown.frase].slice(-memory);
}

/** The remembered phrases; anything unreadable in storage counts as none. */
export function loadRecentPhrases(storage: Storage = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_PHRASES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

export function saveRecentPhrases(recent: readonly string[], storage: Storage = localStorage) {
  try {
    storage.setItem(RECENT_PHRASES_KEY, JSON.stringify(recent));
  } catch {
    // Storage full or disabled: the overlay still works, only without memory.
  }
}
