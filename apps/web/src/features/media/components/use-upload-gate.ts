import { MODEL_MESSAGES } from '@taller/shared';
import { useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/toast';

/**
 * A form whose MediaManager may still be uploading: `submit` refuses with SPEC.md §5's toast
 * (under `toastId`) until the uploads end, then runs `save`; `isUploading` keeps the save button
 * busy. Give the MediaManager `onUploadingChange`.
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
