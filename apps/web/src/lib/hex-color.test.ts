import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullHex, sanitiseHexInput } from './hex-color';

describe('sanitiseHexInput (colour text box)', () => {
  it('always begins with # and keeps up to 6 hex digits, upper-cased', () => {
    expect(sanitiseHexInput('')).toBe('#');
    expect(sanitiseHexInput('#')).toBe('#');
    expect(sanitiseHexInput('ff00aa')).toBe('#FF00AA');
    expect(sanitiseHexInput('#ff00aa99')).toBe('#FF00AA');
    expect(sanitiseHexInput('#zz12g3')).toBe('#123');
    expect(sanitiseHexInput('##12#34')).toBe('#1234');
  });

  it('never exceeds 7 characters nor holds anything but # and hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = sanitiseHexInput(typed);
        expect(kept.length).toBeLessThanOrEqual(7);
        expect(kept).toMatch(/^#[0-9A-F]{0,6}$/);
      }),
    );
  });

  it('tells a complete colour from a partial one', () => {
    expect(isFullHex('#A1B2C3')).toBe(true);
    expect(isFullHex('#a1b2c3')).toBe(true);
    expect(isFullHex('#A1B2C')).toBe(false);
    expect(isFullHex('')).toBe(false);
    expect(isFullHex(null)).toBe(false);
  });
});
