import { useId, useRef, useState } from 'react';
import { dismissPasswordLink, usePasswordLinkOffer } from '../../lib/password-link';
import { notify } from '../../lib/toast';
import { Button } from './button';
import { Modal } from './modal';

export const PASSWORD_LINK_TEXTS = {
  inviteTitle: 'Invitación sin enviar',
  resetTitle: 'Enlace sin enviar',
  explain: (name: string) =>
    `No hay un servidor de correo configurado, así que no se envió ningún correo a ${name}. ` +
    'Copie este enlace y envíeselo por WhatsApp u otro medio. Vale durante 30 minutos y una sola vez.',
  inviteLabel: 'Enlace de invitación',
  resetLabel: 'Enlace para restablecer la contraseña',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: seleccione el enlace y cópielo a mano.',
} as const;

/**
 * Honest invitations (issue 15): when the server could not mail a set-password link, it says so
 * and shows the link with 'Copiar enlace', to be sent by another channel.
 */
export function PasswordLinkDialog() {
  const offer = usePasswordLinkOffer();
  const [copiedLink, setCopiedLink] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const T = PASSWORD_LINK_TEXTS;
  const isInvite = offer?.purpose === 'invite';

  const copy = async () => {
    if (!offer) return;
    try {
      await navigator.clipboard.writeText(offer.link);
      setCopiedLink(offer.link);
      notify.success(T.copied, 'password-link-copied');
    } catch {
      input.current?.select();
      notify.error(T.copyFailed, 'password-link-copy-failed');
    }
  };

  return (
    <Modal
      isOpen={offer !== null}
      onClose={dismissPasswordLink}
      title={isInvite ? T.inviteTitle : T.resetTitle}
      size="lg"
    >
      {offer && (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-slate-700">
            {T.explain(offer.name)}
          </p>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={id} className="font-medium text-slate-700">
              {isInvite ? T.inviteLabel : T.resetLabel}
            </label>
            <input
              ref={input}
              id={id}
              readOnly
              value={offer.link}
              onFocus={(e) => e.target.select()}
              className="h-10 w-full rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-900"
            />
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={dismissPasswordLink}>
              Cerrar
            </Button>
            <Button onClick={() => void copy()}>
              {copiedLink === offer.link ? T.copied : T.copy}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
