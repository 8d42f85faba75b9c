import { currentUserName } from './session';

/**
 * The audit fields the client adds to create and update payloads (SPEC.md §3, §7). The server
 * sets its own from the signed-in user and its clock; these are sent for compatibility only.
 */
export function auditFieldsForCreate() {
  const at = new Date().toISOString();
  const by = currentUserName();
  return { createdAt: at, updatedAt: at, createdBy: by, updatedBy: by };
}

export function auditFieldsForUpdate() {
  return { updatedAt: new Date().toISOString(), updatedBy: currentUserName() };
}
