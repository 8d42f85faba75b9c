export const STAFF_ROLES = ['DIRECTOR', 'ADMINISTRADOR', 'ADMIN', 'PRODUCER'] as const;
export const CLIENT_ROLE = 'CLIENTE';
export const ROLES = [...STAFF_ROLES, CLIENT_ROLE] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = (typeof ROLES)[number];

/** Roles are compared trimmed and upper-cased (SPEC.md §6). */
export const normaliseRole = (role: unknown): string =>
  typeof role === 'string' ? role.trim().toUpperCase() : '';

export const isStaff = (role: unknown): boolean =>
  (STAFF_ROLES as readonly string[]).includes(normaliseRole(role));
