import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paginate } from '../../lib/pagination';
import { Pagination } from './pagination';

const items = Array.from({ length: 7 }, (_, i) => i + 1);

describe('Pagination', () => {
  // The first page cannot go back, the last cannot go on.
  it.each([
    {
      page: 1,
      noun: 'líneas',
      reads: 'Mostrando 1 a 6 de 7 líneas',
      stuck: 'Anterior',
      moves: 'Siguiente',
      to: 2,
    },
    {
      page: 2,
      noun: 'modelos',
      reads: 'Mostrando 7 a 7 de 7 modelos',
      stuck: 'Siguiente',
      moves: 'Anterior',
      to: 1,
    },
  ])(
    'reads $reads on page $page and moves with $moves',
    async ({ page, noun, reads, stuck, moves, to }) => {
      const onPageChange = vi.fn();
      render(<Pagination {...paginate(items, page, 6)} noun={noun} onPageChange={onPageChange} />);
      expect(screen.getByText(reads)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: stuck })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: moves }));
      expect(onPageChange).toHaveBeenCalledWith(to);
    },
  );

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(
      <Pagination {...paginate(items.slice(0, 6), 1, 6)} noun="líneas" onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
