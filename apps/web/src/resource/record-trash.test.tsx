import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordListTexts } from './record-list';
import { RecordTrash } from './record-trash';

const order = { id: 1, number: 'P-0001', deletedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Ana' };
const page = { items: [order], total: 1, page: 1, pageSize: 20 };

describe('RecordTrash', () => {
  it('names each deleted record as told (an order by its number) and restores it by that name', async () => {
    const mutate = vi.fn();
    render(
      <RecordTrash
        useList={() => ({ data: page, isPending: false, error: null, refetch: () => {} })}
        restore={{ mutate, isPending: false }}
        texts={recordListTexts('pedidos')}
        name={(record) => record.number}
      />,
    );
    expect(await screen.findByText('P-0001')).toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Restaurar P-0001' })).click();
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ id: 1, number: 'P-0001' }));
  });
});
