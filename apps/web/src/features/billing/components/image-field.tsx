import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { uploadBillingImage } from '../api/upload-billing-image';

export type ImageValue = { id: number; url: string } | null;

/** The logo or the payment QR: a preview, 'Subir imagen' (PNG or JPG) and 'Quitar'. */
export function ImageField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadBillingImage(file);
      onChange({ id: uploaded.id, url: uploaded.url });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <div className="flex items-center gap-4">
        <div className="flex h-24 w-40 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50">
          {value ? (
            <img src={value.url} alt={label} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-slate-500">Sin imagen</span>
          )}
        </div>
        {!disabled && (
          <div className="flex flex-col gap-2">
            <label
              htmlFor={id}
              className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-center font-medium text-slate-700 hover:bg-slate-50"
            >
              {isUploading ? 'Subiendo...' : 'Subir imagen'}
            </label>
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              aria-label={`${label}: subir imagen`}
              disabled={isUploading}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            {value && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                Quitar
              </Button>
            )}
          </div>
        )}
      </div>
      <span className="text-xs text-slate-500">PNG o JPG</span>
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
