import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paginate } from '../../lib/pagination';
import { Pagination } from './pagination';

const items = Array.from({ length: 7 }, (_, i) => i + 1);

describe('Pagination', () => {
  it("reads 'Mostrando 1 a 6 de 7 líneas' on page 1 and moves with Siguiente", async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...paginate(items, 1, 6)} noun="líneas" onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 1 a 6 de 7 líneas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('reads the last page and goes back with Anterior', async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...paginate(items, 2, 6)} noun="modelos" onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 7 a 7 de 7 modelos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(
      <Pagination {...paginate(items.slice(0, 6), 1, 6)} noun="líneas" onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
