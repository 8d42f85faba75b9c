import { MODEL_MESSAGES, type MediaItem } from '@taller/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { notify } from '../../../lib/toast';
import { MediaManager } from './media-manager';

/**
 * A form whose MediaManager may still be uploading: `submit` refuses with SPEC.md §5's toast
 * (under `toastId`) until the uploads end, then runs `save`; `isUploading` keeps the save button
 * busy. MediaField renders the form's `media` field wired to the gate; a form that renders its own
 * MediaManager gives it `onUploadingChange`.
 */
export function useUploadGate(
  save: (event: FormEvent<HTMLFormElement>) => unknown,
  toastId: string,
) {
  const [isUploading, setUploading] = useState(false);
  // Read at submit time: the widget reports its state through a callback, not a render.
  const uploading = useRef(false);
  const onUploadingChange = (value: boolean) => {
    uploading.current = value;
    setUploading(value);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (uploading.current) {
      event.preventDefault();
      notify.error(MODEL_MESSAGES.waitForUploads, toastId);
      return;
    }
    void save(event);
  };
  return { isUploading, onUploadingChange, submit };
}

/** A form's `media` field in a MediaManager that tells the form's upload gate while it uploads. */
export function MediaField<V extends { media: MediaItem[] }, O>({
  control,
  disabled,
  uploads,
}: {
  control: Control<V, unknown, O>;
  disabled: boolean;
  uploads: { onUploadingChange: (uploading: boolean) => void };
}) {
  return (
    <Controller
      control={control}
      name={'media' as FieldPath<V>}
      render={({ field }) => (
        <MediaManager
          media={field.value as MediaItem[]}
          onChange={field.onChange}
          disabled={disabled}
          onUploadingChange={uploads.onUploadingChange}
        />
      )}
    />
  );
}
