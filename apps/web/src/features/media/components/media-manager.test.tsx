import type { MediaItem, UploadedMedia } from '@taller/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { resetToastDedup } from '../../../lib/toast';
import { deleteMedia } from '../api/delete-media';
import { uploadMedia } from '../api/upload-media';
import { MediaManager } from './media-manager';

vi.mock('../api/upload-media', () => ({ uploadMedia: vi.fn() }));
vi.mock('../api/delete-media', () => ({ deleteMedia: vi.fn() }));
const uploadMock = vi.mocked(uploadMedia);
const deleteMock = vi.mocked(deleteMedia);

const item = (id: number, fileType: string, displayOrder: number): MediaItem => ({
  id,
  url: `/media/${id}.${fileType === 'VIDEO' ? 'mp4' : fileType === 'PDF' ? 'pdf' : 'png'}`,
  fileType,
  displayOrder,
});
const file = (name: string, type = 'image/png', size?: number) => {
  const f = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** The widget under a parent that keeps the list, as the model form will. */
function renderManager(initial: MediaItem[], props: { disabled?: boolean } = {}) {
  const onChange = vi.fn();
  const onUploadingChange = vi.fn();
  function Parent() {
    const [media, setMedia] = useState(initial);
    return (
      <MediaManager
        media={media}
        onChange={(next) => {
          onChange(next);
          setMedia(next);
        }}
        onUploadingChange={onUploadingChange}
        disabled={props.disabled}
      />
    );
  }
  render(<Parent />);
  return { onChange, onUploadingChange };
}
const picker = () => screen.getByLabelText(/Seleccionar archivos multimedia/);
const rows = () => screen.queryAllByTestId('media-row').map((row) => row.textContent);

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
    expect(screen.getByRole('img', { name: 'Miniatura de Imagen 1' })).toHaveAttribute(
      'src',
      '/media/1.png',
    );
    expect(screen.queryByRole('img', { name: /Miniatura de Video/ })).toBeNull();
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
        { id: 7, url: '/media/7.png', fileType: 'IMAGE', displayOrder: 1 },
        { id: 8, url: '/media/8.mp4', fileType: 'VIDEO', displayOrder: 2 },
      ]),
    );
    expect(onChange.mock.lastCall![0].map((m: MediaItem) => [m.id, m.displayOrder])).toEqual([
      [1, 1],
      [2, 2],
      [7, 3],
      [8, 4],
    ]);
    expect(rows()).toEqual(['Imagen 1', 'PDF 2', 'Imagen 3', 'Video 4']);
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
      { id: 3, url: '/media/3.png', fileType: 'IMAGE', displayOrder: 1 },
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
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Imagen 1' }));
    expect(deleteMock).toHaveBeenCalledWith(['/media/1.png']);
    expect(onChange.mock.lastCall![0].map((m: MediaItem) => [m.id, m.displayOrder])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(rows()).toEqual(['Video 1', 'PDF 2']);
    expect(success).toHaveBeenCalledWith('Archivo eliminado exitosamente', expect.anything());
  });

  it('keeps the file and shows the error toast when the delete fails', async () => {
    deleteMock.mockRejectedValue(new Error('Error al eliminar los archivos'));
    const { onChange } = renderManager([item(1, 'IMAGE', 1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Imagen 1' }));
    expect(failure).toHaveBeenCalledWith('Error al eliminar el archivo', expect.anything());
    expect(onChange).not.toHaveBeenCalled();
    expect(rows()).toEqual(['Imagen 1']);
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
    screen.getByRole('button', { name: 'Reordenar Imagen 1' }).focus();
    await userEvent.keyboard('[Space]');
    // 3 × 25 px = 75 px: the first row's centre (25) moves to 100, nearest the second's (85).
    await userEvent.keyboard('[ArrowDown][ArrowDown][ArrowDown]');
    await userEvent.keyboard('[Space]');
    expect(onChange.mock.lastCall![0].map((m: MediaItem) => [m.id, m.displayOrder])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
    expect(rows()).toEqual(['Video 1', 'Imagen 2', 'PDF 3']);
  });

  it('ignores uploads, drops and deletes while disabled', async () => {
    renderManager([item(1, 'IMAGE', 1)], { disabled: true });
    expect(picker()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eliminar Imagen 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reordenar Imagen 1' })).toBeDisabled();
    fireEvent.drop(screen.getByTestId('media-drop-zone'), {
      dataTransfer: { files: [file('a.png')] },
    });
    fireEvent.change(picker(), { target: { files: [file('b.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Imagen 1' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Imagen 1' }));
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect(deleteMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar Imagen 1' })).toBeDisabled();
    await act(async () => pending.resolve([]));
    expect(screen.getByRole('button', { name: 'Eliminar Imagen 1' })).toBeEnabled();
  });

  it('ignores an upload while a delete runs', async () => {
    const pending = deferred<void>();
    deleteMock.mockReturnValue(pending.promise);
    renderManager([item(1, 'IMAGE', 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Imagen 1' }));
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
