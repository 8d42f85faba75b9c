import type { MediaItem, UploadedMedia } from '@taller/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/core';
import { resetToastDedup } from '../../../lib/toast';
import { deleteMedia } from '../api/delete-media';
import { uploadMedia } from '../api/upload-media';
import { deferred, file, item, picker, renderManager, rows } from './media-manager.fixtures';

vi.mock('../api/upload-media', () => ({ uploadMedia: vi.fn() }));
vi.mock('../api/delete-media', () => ({ deleteMedia: vi.fn() }));
const uploadMock = vi.mocked(uploadMedia);
const deleteMock = vi.mocked(deleteMedia);

describe('MediaManager', () => {
  let success: ReturnType<typeof vi.spyOn>;
  let failure: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetToastDedup();
    success = vi.spyOn(toast, 'success');
    failure = vi.spyOn(toast, 'error');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    uploadMock.mockReset();
    deleteMock.mockReset();
  });

  it('shows the title, an accessible picker for several images, videos and PDFs, the hint and the empty text', () => {
    renderManager([]);
    expect(screen.getByRole('heading', { name: 'Archivos Multimedia' })).toBeInTheDocument();
    const input = picker() as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain('image/png');
    expect(input.accept).toContain('video/mp4');
    expect(input.accept).toContain('application/pdf');
    expect(screen.getByText('PNG, JPG, GIF, PDF, MP4 hasta 10MB')).toBeInTheDocument();
    expect(screen.getByText('No hay archivos multimedia')).toBeInTheDocument();
  });

  it('shows an icon per fileType and a thumbnail for images', () => {
    renderManager([
      item(1, 'IMAGE', 1),
      item(2, 'VIDEO', 2),
      item(3, 'PDF', 3),
      { id: 4, url: '/media/4.bin', fileType: 'OTHER', displayOrder: 4 },
      { id: 5, url: '/media/5.webp', fileType: '', displayOrder: 5 },
    ]);
    const icons = screen
      .getAllByTestId('media-row')
      .map((row) => within(row).getAllByRole('img')[0]!.getAttribute('aria-label'));
    expect(icons).toEqual(['Imagen', 'Video', 'PDF', 'Archivo', 'Imagen']);
    expect(screen.getByRole('img', { name: 'Miniatura de foto-1.png' })).toHaveAttribute(
      'src',
      '/media/1.png',
    );
    expect(screen.queryByRole('img', { name: /Miniatura de video/ })).toBeNull();
    // Each row is named by its file: the name given at upload, else the stored file's name.
    expect(rows()).toEqual(['foto-1.png', 'video-2.mp4', 'ficha-3.pdf', '4.bin', '5.webp']);
  });

  it('appends uploaded files after the existing ones, with a progress bar each, and tells the parent', async () => {
    const pending = deferred<UploadedMedia[]>();
    let report: (p: { loaded: number; total: number }) => void = () => {};
    uploadMock.mockImplementation((_files, onProgress) => {
      report = onProgress!;
      return pending.promise;
    });
    const { onChange, onUploadingChange } = renderManager([item(1, 'IMAGE', 1), item(2, 'PDF', 2)]);
    await userEvent.upload(picker(), [file('a.png'), file('b.mp4', 'video/mp4')]);

    expect(uploadMock.mock.calls[0]![0].map((f) => f.name)).toEqual(['a.png', 'b.mp4']);
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(picker()).toBeDisabled();
    act(() => report({ loaded: 1, total: 2 }));
    expect(screen.getByRole('progressbar', { name: 'Subiendo a.png' })).toHaveAttribute(
      'value',
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'Subiendo b.mp4' })).toHaveAttribute(
      'value',
      '0',
    );

    await act(async () =>
      pending.resolve([
        { id: 7, url: '/media/7.png', fileType: 'IMAGE', displayOrder: 1, originalName: 'a.png' },
        { id: 8, url: '/media/8.mp4', fileType: 'VIDEO', displayOrder: 2, originalName: 'b.mp4' },
      ]),
    );
    expect(onChange.mock.lastCall![0].map((m: MediaItem) => [m.id, m.displayOrder])).toEqual([
      [1, 1],
      [2, 2],
      [7, 3],
      [8, 4],
    ]);
    expect(rows()).toEqual(['foto-1.png', 'ficha-2.pdf', 'a.png', 'b.mp4']);
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(picker()).toBeEnabled();
    expect(success).toHaveBeenCalledWith('Archivos subidos exitosamente', expect.anything());
  });

  it('reports a failed upload with the SPEC toast and the server’s reason, and keeps the list', async () => {
    uploadMock.mockRejectedValue(new ApiError(400, 'Tipo de archivo no permitido: x.png'));
    const { onChange, onUploadingChange } = renderManager([item(1, 'IMAGE', 1)]);
    await userEvent.upload(picker(), [file('x.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tipo de archivo no permitido: x.png',
    );
    expect(failure).toHaveBeenCalledWith('Error al subir los archivos', expect.anything());
    expect(onChange).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('refuses a file over 10 MB before uploading, with the server’s message, and sends the rest', async () => {
    uploadMock.mockResolvedValue([
      { id: 3, url: '/media/3.png', fileType: 'IMAGE', displayOrder: 1, originalName: 'justo.png' },
    ]);
    renderManager([]);
    const big = file('video-grande.mp4', 'video/mp4', 10 * 1024 * 1024 + 1);
    const exact = file('justo.png', 'image/png', 10 * 1024 * 1024);
    await userEvent.upload(picker(), [big, exact]);
    const message = 'El archivo video-grande.mp4 supera el tamaño máximo de 10 MB';
    expect(failure).toHaveBeenCalledWith(message, expect.anything());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect(uploadMock.mock.calls[0]![0]).toEqual([exact]);

    failure.mockClear();
    uploadMock.mockClear();
    await userEvent.upload(picker(), [big]);
    expect(failure).toHaveBeenCalledWith(message, expect.anything());
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('deletes on the server, then renumbers the rest from 1', async () => {
    deleteMock.mockResolvedValue();
    const { onChange } = renderManager([
      item(1, 'IMAGE', 1),
      item(2, 'VIDEO', 2),
      item(3, 'PDF', 3),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar foto-1.png' }));
    expect(deleteMock).toHaveBeenCalledWith(['/media/1.png']);
    expect(onChange.mock.lastCall![0].map((m: MediaItem) => [m.id, m.displayOrder])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(rows()).toEqual(['video-2.mp4', 'ficha-3.pdf']);
    expect(success).toHaveBeenCalledWith('Archivo eliminado exitosamente', expect.anything());
  });

  it('keeps the file and shows the error toast when the delete fails', async () => {
    deleteMock.mockRejectedValue(new Error('Error al eliminar los archivos'));
    const { onChange } = renderManager([item(1, 'IMAGE', 1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar foto-1.png' }));
    expect(failure).toHaveBeenCalledWith('Error al eliminar el archivo', expect.anything());
    expect(onChange).not.toHaveBeenCalled();
    expect(rows()).toEqual(['foto-1.png']);
  });
});
