import { beforeEach, describe, expect, it } from 'vitest';
import { loadRecentPhrases, pickPhrase, rememberPhrase, saveRecentPhrases } from './phrase-memory';
import { PHRASES, type Phrase } from './phrases';

const list = (n: number): Phrase[] =>
  Array.from({ length: n }, (_, i) => ({ frase: `Frase ${i}`, autor: 'Anónimo' }));

/** A deterministic random sequence (mulberry32), so the test can show many picks. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('motivational phrases (SPEC.md §1)', () => {
  it('has about 100 distinct Spanish phrases, each with an author', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(95);
    expect(PHRASES.length).toBeLessThanOrEqual(120);
    expect(new Set(PHRASES.map((p) => p.frase)).size).toBe(PHRASES.length);
    for (const p of PHRASES) {
      expect(p.frase.trim()).not.toBe('');
      expect(p.autor.trim()).not.toBe('');
    }
    expect(PHRASES.some((p) => p.autor === 'Anónimo')).toBe(true);
  });

  it('never repeats any of the last 10 shown, over many starts', () => {
    const random = seeded(7);
    let recent: string[] = [];
    const shown: string[] = [];
    for (let i = 0; i < 500; i++) {
      const phrase = pickPhrase(PHRASES, recent, random);
      expect(recent).not.toContain(phrase.frase);
      recent = rememberPhrase(recent, phrase);
      shown.push(phrase.frase);
    }
    for (let i = 0; i < shown.length; i++) {
      expect(shown.slice(Math.max(0, i - 10), i)).not.toContain(shown[i]);
    }
    expect(new Set(shown).size).toBeGreaterThan(PHRASES.length * 0.9);
  });

  it('remembers only the last 10, newest last', () => {
    let recent: string[] = [];
    for (const p of list(12)) recent = rememberPhrase(recent, p);
    expect(recent).toEqual(
      list(12)
        .slice(2)
        .map((p) => p.frase),
    );
  });

  it('picks among the phrases not excluded', () => {
    const phrases = list(12);
    const recent = phrases.slice(0, 10).map((p) => p.frase);
    expect(pickPhrase(phrases, recent, () => 0).frase).toBe('Frase 10');
    expect(pickPhrase(phrases, recent, () => 0.999999).frase).toBe('Frase 11');
  });

  it('chooses a random phrase when every phrase is excluded', () => {
    const phrases = list(5);
    const recent = phrases.map((p) => p.frase);
    expect(pickPhrase(phrases, recent, () => 0.5).frase).toBe('Frase 2');
    expect(pickPhrase(phrases, recent, () => 0).frase).toBe('Frase 0');
  });

  it('copes with random() returning exactly 1', () => {
    expect(pickPhrase(list(3), [], () => 1).frase).toBe('Frase 2');
  });
});

describe('phrase memory in storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage', () => {
    saveRecentPhrases(['a', 'b']);
    expect(loadRecentPhrases()).toEqual(['a', 'b']);
  });

  it('treats unreadable memory as empty', () => {
    expect(loadRecentPhrases()).toEqual([]);
    localStorage.setItem('taller_recent_phrases', '{no es json');
    expect(loadRecentPhrases()).toEqual([]);
    localStorage.setItem('taller_recent_phrases', JSON.stringify({ a: 1 }));
    expect(loadRecentPhrases()).toEqual([]);
    localStorage.setItem('taller_recent_phrases', JSON.stringify(['a', 3, null]));
    expect(loadRecentPhrases()).toEqual(['a']);
  });
});
