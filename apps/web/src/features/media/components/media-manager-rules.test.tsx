import type { MediaItem, UploadedMedia } from '@taller/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteMedia } from '../api/delete-media';
import { uploadMedia } from '../api/upload-media';
import { deferred, file, item, picker, renderManager, rows } from './media-manager.fixtures';

vi.mock('../api/upload-media', () => ({ uploadMedia: vi.fn() }));
vi.mock('../api/delete-media', () => ({ deleteMedia: vi.fn() }));
const uploadMock = vi.mocked(uploadMedia);
const deleteMock = vi.mocked(deleteMedia);

describe('MediaManager rules: order, disabled and busy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    uploadMock.mockReset();
    deleteMock.mockReset();
  });

  it('reorders with the keyboard (25 px per arrow) and renumbers from 1', async () => {
    // jsdom lays nothing out: give each row a 50 px box, 60 px apart, as a browser would.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const index = screen.queryAllByTestId('media-row').indexOf(this as HTMLElement);
      const top = Math.max(index, 0) * 60;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 300,
        bottom: top + 50,
        width: 300,
        height: 50,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const { onChange } = renderManager([
      item(1, 'IMAGE', 1),
      item(2, 'VIDEO', 2),
      item(3, 'PDF', 3),
    ]);
    screen.getByRole('button', { name: 'Reordenar foto-1.png' }).focus();
    await userEvent.keyboard('[Space]');
    // 3 × 25 px = 75 px: the first row's centre (25) moves to 100, nearest the second's (85).
    await userEvent.keyboard('[ArrowDown][ArrowDown][ArrowDown]');
    await userEvent.keyboard('[Space]');
    expect(onChange.mock.lastCall![0].map((m: MediaItem) => [m.id, m.displayOrder])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
    // Names stay with their files whatever the order.
    expect(rows()).toEqual(['video-2.mp4', 'foto-1.png', 'ficha-3.pdf']);
  });

  it('ignores uploads, drops and deletes while disabled', async () => {
    renderManager([item(1, 'IMAGE', 1)], { disabled: true });
    expect(picker()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eliminar foto-1.png' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reordenar foto-1.png' })).toBeDisabled();
    fireEvent.drop(screen.getByTestId('media-drop-zone'), {
      dataTransfer: { files: [file('a.png')] },
    });
    fireEvent.change(picker(), { target: { files: [file('b.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar foto-1.png' }));
    expect(uploadMock).not.toHaveBeenCalled();
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('ignores further uploads, drops and deletes while an upload runs', async () => {
    const pending = deferred<UploadedMedia[]>();
    uploadMock.mockReturnValue(pending.promise);
    renderManager([item(1, 'IMAGE', 1)]);
    const zone = screen.getByTestId('media-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.png')] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file('b.png')] } });
    fireEvent.change(picker(), { target: { files: [file('c.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar foto-1.png' }));
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect(deleteMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar foto-1.png' })).toBeDisabled();
    await act(async () => pending.resolve([]));
    expect(screen.getByRole('button', { name: 'Eliminar foto-1.png' })).toBeEnabled();
  });

  it('ignores an upload while a delete runs', async () => {
    const pending = deferred<void>();
    deleteMock.mockReturnValue(pending.promise);
    renderManager([item(1, 'IMAGE', 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar foto-1.png' }));
    fireEvent.drop(screen.getByTestId('media-drop-zone'), {
      dataTransfer: { files: [file('a.png')] },
    });
    expect(uploadMock).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
  });

  it('highlights the drop zone while files hover over it', () => {
    renderManager([]);
    const zone = screen.getByTestId('media-drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-drag-over', 'true');
    expect(zone.className).toContain('border-blue-500');
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute('data-drag-over', 'false');
  });
});
