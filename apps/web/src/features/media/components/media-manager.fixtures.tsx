import type { MediaItem } from '@taller/shared';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { MediaManager } from './media-manager';

/** Shared by the MediaManager tests (which mock ../api/upload-media and ../api/delete-media). */

const EXTENSION: Record<string, string> = { VIDEO: 'mp4', PDF: 'pdf' };
const BASE_NAME: Record<string, string> = { IMAGE: 'foto', VIDEO: 'video', PDF: 'ficha' };

/** An uploaded item: stored under a generated name, shown by its own ('foto-1.png'). */
export const item = (id: number, fileType: string, displayOrder: number): MediaItem => ({
  id,
  url: `/media/${id}.${EXTENSION[fileType] ?? 'png'}`,
  fileType,
  displayOrder,
  originalName: `${BASE_NAME[fileType] ?? 'archivo'}-${id}.${EXTENSION[fileType] ?? 'png'}`,
});
export const file = (name: string, type = 'image/png', size?: number) => {
  const f = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
export const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** The widget under a parent that keeps the list, as the model form will. */
export function renderManager(initial: MediaItem[], props: { disabled?: boolean } = {}) {
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
export const picker = () => screen.getByLabelText(/Seleccionar archivos multimedia/);
export const rows = () => screen.queryAllByTestId('media-row').map((row) => row.textContent);
