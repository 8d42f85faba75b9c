import { useEffect, useState } from 'react';
import { loadRecentPhrases, pickPhrase, rememberPhrase, saveRecentPhrases } from './phrase-memory';
import { PHRASES } from './phrases';

/** SPEC.md §9: how long the start overlay stays up. */
export const START_OVERLAY_MS = 1000;

/**
 * SPEC.md §1: when the app starts, a full-screen overlay shows a motivational phrase and its
 * author for 1000 ms while the first page loads underneath.
 */
export function StartOverlay({ durationMs = START_OVERLAY_MS }: { durationMs?: number }) {
  const [phrase] = useState(() => pickPhrase(PHRASES, loadRecentPhrases()));
  const [isVisible, setIsVisible] = useState(true);

  useEffect(() => {
    // Read again rather than reuse the pick's input: idempotent under StrictMode's double run.
    saveRecentPhrases(rememberPhrase(loadRecentPhrases(), phrase));
    const timer = setTimeout(() => setIsVisible(false), durationMs);
    return () => clearTimeout(timer);
  }, [phrase, durationMs]);

  if (!isVisible) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-blue-900 p-6 text-white">
      <figure aria-label="Frase de bienvenida" className="max-w-2xl text-center">
        <blockquote className="text-2xl leading-snug font-medium text-balance sm:text-3xl">
          <p>“{phrase.frase}”</p>
        </blockquote>
        <figcaption className="mt-6 text-base text-blue-100 sm:text-lg">
          — {phrase.autor}
        </figcaption>
      </figure>
    </div>
  );
}
