import { useEffect, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES_DEFAULT, MEDIA_MESSAGES, type MediaItem } from '@taller/shared';
import { ApiError } from '../../../api/core';
import { notify } from '../../../lib/toast';
import { deleteMedia } from '../api/delete-media';
import { uploadMedia } from '../api/upload-media';
import { appendMedia, moveMedia, progressPerFile, removeMedia, splitBySize } from '../media-order';
import type { UploadEntry } from './upload-progress-list';

export type MediaManagerOptions = {
  media: MediaItem[];
  onChange: (media: MediaItem[]) => void;
  disabled?: boolean;
  onUploadingChange?: (isUploading: boolean) => void;
};

/**
 * The widget's behaviour (SPEC §4): one upload or delete at a time; while one runs, or while the
 * parent disables the widget, further uploads, deletes and moves are ignored. The parent hears
 * when an upload starts and ends.
 */
export function useMediaManager({
  media,
  onChange,
  disabled = false,
  onUploadingChange,
}: MediaManagerOptions) {
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [isUploading, setUploading] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read synchronously, so that a second drop in the same tick is ignored too.
  const isBusy = useRef(false);
  // The list as the parent holds it now, not as it was when an upload began.
  const latest = useRef(media);
  useEffect(() => {
    latest.current = media;
  }, [media]);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const setUploadingState = (value: boolean) => {
    setUploading(value);
    onUploadingChange?.(value);
  };

  async function upload(files: File[]) {
    if (disabled || isBusy.current || files.length === 0) return;
    const { accepted, refused } = splitBySize(files, MEDIA_MAX_BYTES_DEFAULT);
    const refusals = refused.map((file) =>
      MEDIA_MESSAGES.tooLarge(file.name, MEDIA_MAX_BYTES_DEFAULT),
    );
    for (const message of refusals) notify.error(message);
    setError(refusals[0] ?? null);
    if (accepted.length === 0) return;

    isBusy.current = true;
    setUploadingState(true);
    const sizes = accepted.map((file) => file.size);
    setUploads(accepted.map((file) => ({ name: file.name, progress: 0 })));
    abort.current = new AbortController();
    try {
      const stored = await uploadMedia(
        accepted,
        ({ loaded, total }) => {
          const shares = progressPerFile(sizes, loaded, total);
          setUploads(accepted.map((file, i) => ({ name: file.name, progress: shares[i] ?? 0 })));
        },
        abort.current.signal,
      );
      onChange(appendMedia(latest.current, stored));
      notify.success(MEDIA_MESSAGES.uploaded);
    } catch (failure) {
      if (abort.current?.signal.aborted) return;
      // The toast is SPEC's; the reason (which file, why) stays visible in the widget.
      setError(failure instanceof ApiError ? failure.message : null);
      notify.error(MEDIA_MESSAGES.uploadFailed);
    } finally {
      isBusy.current = false;
      abort.current = null;
      setUploads([]);
      setUploadingState(false);
    }
  }

  async function remove(item: MediaItem) {
    if (disabled || isBusy.current) return;
    isBusy.current = true;
    setDeleting(true);
    try {
      await deleteMedia([item.url]);
      onChange(removeMedia(latest.current, item.url));
      notify.success(MEDIA_MESSAGES.deleted);
    } catch {
      notify.error(MEDIA_MESSAGES.deleteFailed);
    } finally {
      isBusy.current = false;
      setDeleting(false);
    }
  }

  function move(fromKey: string, toKey: string) {
    if (disabled || isBusy.current) return;
    onChange(moveMedia(latest.current, fromKey, toKey));
  }

  return {
    uploads,
    error,
    isUploading,
    isDisabled: disabled || isUploading || isDeleting,
    upload,
    remove,
    move,
  };
}
