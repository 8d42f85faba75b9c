import { describe, expect, it } from 'vitest';
import { keyboardStep } from './drag-config';
import { mediaKind } from './media-kind';

describe('mediaKind', () => {
  it('follows fileType, falls back to an image url, else a generic file', () => {
    expect(mediaKind({ fileType: 'VIDEO', url: '/media/a.jpg' })).toBe('VIDEO');
    expect(mediaKind({ fileType: 'pdf', url: '/media/a' })).toBe('PDF');
    expect(mediaKind({ fileType: '', url: 'https://cdn/x/foto.JPEG?v=2' })).toBe('IMAGE');
    expect(mediaKind({ fileType: 'OTHER', url: '/media/a.png' })).toBe('OTHER');
    expect(mediaKind({ fileType: '', url: '/media/a.docx' })).toBe('OTHER');
  });
});

describe('keyboardStep', () => {
  it('moves a dragged file 25 px per arrow key', () => {
    const at = { x: 10, y: 100 };
    const step = (code: string) =>
      keyboardStep(new KeyboardEvent('keydown', { code }), {
        currentCoordinates: at,
      } as Parameters<typeof keyboardStep>[1]);
    expect(step('ArrowDown')).toEqual({ x: 10, y: 125 });
    expect(step('ArrowUp')).toEqual({ x: 10, y: 75 });
    expect(step('ArrowRight')).toEqual({ x: 35, y: 100 });
    expect(step('ArrowLeft')).toEqual({ x: -15, y: 100 });
    expect(step('KeyA')).toBeUndefined();
  });
});
