import { normaliseRole } from './roles';

/** How each role is named in the interface. */
export const ROLE_LABELS: Record<string, string> = {
  DIRECTOR: 'Director',
  ADMINISTRADOR: 'Administrador',
  ADMIN: 'Admin',
  PRODUCER: 'Productor',
  CLIENTE: 'Cliente',
};

/** The Spanish label of a role, compared trimmed and upper-cased; unknown roles shown as given. */
export const roleLabel = (role: unknown): string => {
  const key = normaliseRole(role);
  return ROLE_LABELS[key] ?? (typeof role === 'string' ? role.trim() : '');
};
