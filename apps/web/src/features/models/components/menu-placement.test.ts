import { describe, expect, it } from 'vitest';
import { placeMenu } from './menu-placement';

const menu = { width: 180, height: 120 };
const viewport = { width: 1280, height: 800 };
const at = (top: number, right = 1200) => ({ top, bottom: top + 32, right });

describe('placeMenu', () => {
  it('opens below the button when the menu fits under it, right edges aligned', () => {
    expect(placeMenu({ anchor: at(100), menu, viewport })).toEqual({
      side: 'below',
      top: 136,
      left: 1020,
    });
  });

  it('opens above when there is little room below', () => {
    const placed = placeMenu({ anchor: at(700), menu, viewport });
    expect(placed.side).toBe('above');
    expect(placed.top).toBe(700 - 4 - 120);
  });

  it('stays below when it fits exactly, and when neither side has room but below has more', () => {
    expect(placeMenu({ anchor: at(800 - 32 - 4 - 120), menu, viewport }).side).toBe('below');
    const tiny = { width: 1280, height: 200 };
    expect(placeMenu({ anchor: at(40), menu, viewport: tiny }).side).toBe('below');
    expect(placeMenu({ anchor: at(130), menu, viewport: tiny }).side).toBe('above');
  });

  it('never leaves the viewport sideways or above', () => {
    expect(placeMenu({ anchor: at(100, 60), menu, viewport }).left).toBe(4);
    expect(placeMenu({ anchor: at(100, 1300), menu, viewport }).left).toBe(1280 - 180 - 4);
    const cramped = placeMenu({ anchor: at(90), menu, viewport: { width: 1280, height: 150 } });
    expect(cramped).toMatchObject({ side: 'above', top: 4 });
  });
});
