import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-labels';
import { isStaff, normaliseRole } from './roles';

describe('roles', () => {
  it('normalises by trimming and upper-casing', () => {
    expect(normaliseRole('  director ')).toBe('DIRECTOR');
    expect(normaliseRole('\tProducer\n')).toBe('PRODUCER');
    expect(normaliseRole(undefined)).toBe('');
    expect(normaliseRole(42)).toBe('');
  });

  it.each(['DIRECTOR', 'administrador', ' Admin', 'producer ', '\tDirector\n'])(
    '%j is staff',
    (role) => {
      expect(isStaff(role)).toBe(true);
    },
  );

  it.each(['CLIENTE', 'cliente', '', 'DIRECTORA', 'ADMIN ISTRADOR', null, undefined, {}])(
    '%j is not staff',
    (role) => {
      expect(isStaff(role)).toBe(false);
    },
  );

  it('names every role in Spanish, whatever its case or spacing', () => {
    expect(['DIRECTOR', 'administrador', ' ADMIN', 'Producer', 'CLIENTE'].map(roleLabel)).toEqual([
      'Director',
      'Administrador',
      'Admin',
      'Productor',
      'Cliente',
    ]);
    expect(roleLabel(' Invitado ')).toBe('Invitado');
    expect(roleLabel(null)).toBe('');
  });
});
