import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHRASES } from './phrases';
import { StartOverlay } from './start-overlay';

describe('StartOverlay', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a phrase and its author for 1000 ms, then goes away', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<StartOverlay />);
    const figure = screen.getByRole('figure', { name: 'Frase de bienvenida' });
    expect(figure).toHaveTextContent(PHRASES[0]!.frase);
    expect(figure).toHaveTextContent(`— ${PHRASES[0]!.autor}`);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('figure')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('remembers what it showed, so the next start shows another phrase', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = render(<StartOverlay />);
    expect(JSON.parse(localStorage.getItem('taller_recent_phrases')!)).toEqual([PHRASES[0]!.frase]);
    first.unmount();
    render(<StartOverlay />);
    expect(screen.getByRole('figure')).toHaveTextContent(PHRASES[1]!.frase);
  });
});
