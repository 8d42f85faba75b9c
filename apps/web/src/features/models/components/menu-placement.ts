/** Where a dropdown opens relative to its button (SPEC.md §2: below, or above when cramped). */
export type MenuSide = 'below' | 'above';

export type MenuPlacementInput = {
  /** The button's box in viewport coordinates (getBoundingClientRect). */
  anchor: { top: number; bottom: number; right: number };
  menu: { width: number; height: number };
  viewport: { width: number; height: number };
  /** Space between button and menu, and the least distance kept from the viewport's edges. */
  gap?: number;
};

export type MenuPlacement = { side: MenuSide; top: number; left: number };

/**
 * Below the button when the menu fits under it; otherwise above when there is more room there;
 * otherwise below anyway (the page scrolls). Right edges aligned, kept inside the viewport.
 */
export function placeMenu({ anchor, menu, viewport, gap = 4 }: MenuPlacementInput): MenuPlacement {
  const roomBelow = viewport.height - anchor.bottom - gap;
  const roomAbove = anchor.top - gap;
  const side: MenuSide = roomBelow < menu.height && roomAbove > roomBelow ? 'above' : 'below';
  const top =
    side === 'below' ? anchor.bottom + gap : Math.max(gap, anchor.top - gap - menu.height);
  const left = Math.min(
    Math.max(gap, anchor.right - menu.width),
    Math.max(gap, viewport.width - menu.width - gap),
  );
  return { side, top, left };
}
