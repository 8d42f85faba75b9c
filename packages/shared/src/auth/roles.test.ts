import { describe, expect, it } from 'vitest';
import { isStaff, normaliseRole } from './roles';

describe('roles', () => {
  it('normalises by trimming and upper-casing', () => {
    expect(normaliseRole('  director ')).toBe('DIRECTOR');
    expect(normaliseRole(undefined)).toBe('');
  });

  it.each(['DIRECTOR', 'administrador', ' Admin', 'producer '])('%s is staff', (role) => {
    expect(isStaff(role)).toBe(true);
  });

  it.each(['CLIENTE', '', 'DIRECTORA', null])('%s is not staff', (role) => {
    expect(isStaff(role)).toBe(false);
  });
});
