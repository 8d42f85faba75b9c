import { useSyncExternalStore } from 'react';

/** A set-password link the server could not mail (no mail server): shown to be passed on. */
export type PasswordLinkOffer = {
  /** Whose account it opens. */
  name: string;
  link: string;
  purpose: 'invite' | 'reset';
};

let offer: PasswordLinkOffer | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows the link dialog when the answer carries a link (it does only when nothing was mailed). */
export function offerPasswordLink(
  answer: { name: string; passwordLink?: string },
  purpose: PasswordLinkOffer['purpose'],
) {
  if (!answer.passwordLink) return;
  offer = { name: answer.name, link: answer.passwordLink, purpose };
  emit();
}

export function dismissPasswordLink() {
  offer = null;
  emit();
}

/** The link being offered, if any (PasswordLinkDialog shows it). */
export const usePasswordLinkOffer = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
