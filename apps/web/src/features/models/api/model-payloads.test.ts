import type { ModelFormOutput } from '@taller/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { toCreateModelPayload, toUpdateModelPayload } from './model-payloads';

const values: ModelFormOutput = {
  name: 'Silla',
  lineId: 4,
  description: ['Respaldo alto', '  ', 'Roble '],
  status: 'INACTIVE',
  colors: [
    { id: 31, baseName: 'Lino', baseHexa: '#F5F5DC', frameName: 'Nogal', frameHexa: '#5C4033' },
    { baseName: '', baseHexa: '#FFFFFF', frameName: '', frameHexa: '#000000' },
  ],
  media: [
    { id: 8, url: '/media/b.pdf', fileType: 'PDF', displayOrder: 2 },
    { id: 7, url: '/media/a.png', fileType: 'IMAGE', displayOrder: 1 },
  ],
};
const ISO = /^\d{4}-\d{2}-\d{2}T/;

describe('model payloads (SPEC.md §3, §7)', () => {
  afterEach(() => localStorage.clear());

  it("registers with createdBy 'admin', the stored user as updatedBy, features as JSON text", () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', role: 'DIRECTOR' }));
    const payload = toCreateModelPayload(values);
    expect(payload).toEqual({
      name: 'Silla',
      description: '["Respaldo alto","Roble"]',
      status: 'INACTIVE',
      lineId: 4,
      media: [
        { id: 7, url: '/media/a.png', fileType: 'IMAGE', entityType: 'MODEL', displayOrder: 1 },
        { id: 8, url: '/media/b.pdf', fileType: 'PDF', entityType: 'MODEL', displayOrder: 2 },
      ],
      // A colour's id (temporary or not) never goes out on create.
      colors: [
        { baseName: 'Lino', baseHexa: '#F5F5DC', frameName: 'Nogal', frameHexa: '#5C4033' },
        { baseName: '', baseHexa: '#FFFFFF', frameName: '', frameHexa: '#000000' },
      ],
      createdBy: 'admin',
      updatedBy: 'Ana',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it("updates with colour ids and the model id on every colour; 'system' without a user", () => {
    const payload = toUpdateModelPayload(12, values);
    expect(payload.colors).toEqual([
      {
        id: 31,
        baseName: 'Lino',
        baseHexa: '#F5F5DC',
        frameName: 'Nogal',
        frameHexa: '#5C4033',
        modelId: 12,
      },
      { baseName: '', baseHexa: '#FFFFFF', frameName: '', frameHexa: '#000000', modelId: 12 },
    ]);
    expect(payload).toMatchObject({ id: 12, lineId: 4, status: 'INACTIVE', updatedBy: 'system' });
    expect(payload).not.toHaveProperty('createdBy');
    expect(payload.updatedAt).toMatch(ISO);
    expect(payload.media.map((m) => m.id)).toEqual([7, 8]);
  });
});
