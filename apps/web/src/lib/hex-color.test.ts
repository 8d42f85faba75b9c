import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullHex, sanitiseHexInput } from './hex-color';

describe('sanitiseHexInput (colour text box)', () => {
  it.each([
    ['', '#'],
    ['#', '#'],
    ['ff00aa', '#FF00AA'],
    ['#ff00aa99', '#FF00AA'],
    ['#zz12g3', '#123'],
    ['##12#34', '#1234'],
  ])('always begins with # and keeps up to 6 hex digits, upper-cased: %j → %j', (typed, kept) => {
    expect(sanitiseHexInput(typed)).toBe(kept);
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

  it.each([
    ['#A1B2C3', true],
    ['#a1b2c3', true],
    ['#A1B2C', false],
    ['', false],
    [null, false],
  ])('tells a complete colour from a partial one: %j is complete: %s', (text, complete) => {
    expect(isFullHex(text)).toBe(complete);
  });
});
