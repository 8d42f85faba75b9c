import { normaliseRole, roleLabel } from '@taller/shared';

const TONES: Record<string, string> = {
  DIRECTOR: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  ADMINISTRADOR: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  ADMIN: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  PRODUCER: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  CLIENTE: 'bg-teal-100 text-teal-800 ring-teal-600/20',
};

/** A role with its Spanish label (Director, Administrador, Admin, Productor, Cliente). */
export function RoleBadge({ role }: { role: string }) {
  const tone = TONES[normaliseRole(role)] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      {roleLabel(role)}
    </span>
  );
}
