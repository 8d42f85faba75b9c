import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** SPEC.md §1: sizes sm up to 7xl, and full; default md. */
export const MODAL_SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
  full: 'max-w-full',
} as const;
export type ModalSize = keyof typeof MODAL_SIZES;

export type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  size?: ModalSize;
  fullscreen?: boolean;
  showCloseButton?: boolean;
  /** Read by screen readers when there is no visible title. */
  ariaLabel?: string;
  children: ReactNode;
};

/**
 * A dialog that traps focus, closes on Escape and on the close button, and is labelled by its
 * title for screen readers (Radix Dialog does the accessibility work).
 */
export function Modal({
  isOpen,
  onClose,
  title,
  size = 'md',
  fullscreen = false,
  showCloseButton = true,
  ariaLabel,
  children,
}: ModalProps) {
  const frame = fullscreen
    ? 'inset-0 h-full w-full rounded-none'
    : `left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg ${MODAL_SIZES[size]}`;
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed z-50 flex flex-col overflow-hidden bg-white shadow-xl focus:outline-none ${frame}`}
          aria-describedby={undefined}
          {...(title ? {} : { 'aria-label': ariaLabel ?? 'Diálogo' })}
        >
          {(title || showCloseButton) && (
            <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
              {title ? (
                <Dialog.Title className="text-lg font-semibold text-slate-900">
                  {title}
                </Dialog.Title>
              ) : (
                <span />
              )}
              {showCloseButton && (
                <Dialog.Close
                  className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                  aria-label="Cerrar"
                >
                  <svg
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="h-5 w-5"
                    aria-hidden="true"
                  >
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </Dialog.Close>
              )}
            </div>
          )}
          <div className="overflow-y-auto px-6 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
