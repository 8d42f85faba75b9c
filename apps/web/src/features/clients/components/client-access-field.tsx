import type { Client } from '@taller/shared';
import type { ComponentProps } from 'react';

/** Whether the client's account can sign in yet. */
export const accessStatusText = (account: NonNullable<Client['account']>) =>
  account.status !== 'ACTIVE'
    ? 'Acceso desactivado'
    : account.hasPassword
      ? 'Acceso activo'
      : 'Invitación pendiente';

/**
 * 'Crear acceso': a sign-in account with role CLIENTE, invited by mail (the email is then
 * required). A client who has one sees its state instead.
 */
export function ClientAccessField({
  account,
  ...checkbox
}: { account: Client['account'] } & ComponentProps<'input'>) {
  if (account) {
    return (
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
        <span className="font-medium">Acceso al portal:</span> {accessStatusText(account)} (
        {account.email})
      </p>
    );
  }
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm sm:col-span-2">
      <label className="inline-flex items-center gap-2 font-medium text-slate-800">
        <input type="checkbox" {...checkbox} />
        Crear acceso
      </label>
      <p className="mt-1 text-xs text-slate-500">
        Crea una cuenta de cliente y envía por correo una invitación para elegir la contraseña.
        Requiere el correo electrónico.
      </p>
    </div>
  );
}
