import { MODEL_FEATURE_MAX, MODEL_MESSAGES as M } from '@taller/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon, XIcon } from '../../../components/ui/icons';
import { FormSection } from './form-section';

export type ModelFeaturesFieldProps = {
  features: string[];
  onChange: (features: string[]) => void;
  disabled?: boolean;
};

/**
 * 'Características': one text box per feature, added and removed freely; blank ones are
 * simply dropped when the model is saved (SPEC.md §5).
 */
export function ModelFeaturesField({ features, onChange, disabled }: ModelFeaturesFieldProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [features.length]);

  const add = () => {
    focusIndex.current = features.length;
    onChange([...features, '']);
  };

  return (
    <FormSection
      title="Características"
      actions={
        <Button variant="secondary" size="sm" onClick={add} disabled={disabled}>
          <PlusIcon />
          Agregar Característica
        </Button>
      }
    >
      {features.length === 0 ? (
        <p className="text-sm text-slate-500 italic">{M.noFeatures}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Características del modelo">
          {features.map((feature, index) => (
            // Features may repeat or be blank; their position is what identifies them here.
            <li key={index} className="flex items-center gap-2">
              <input
                ref={(node) => {
                  inputs.current[index] = node;
                }}
                type="text"
                aria-label={`Característica ${index + 1}`}
                value={feature}
                maxLength={MODEL_FEATURE_MAX}
                placeholder="Ej.: Respaldo alto"
                disabled={disabled}
                onChange={(e) =>
                  onChange(features.map((item, i) => (i === index ? e.target.value : item)))
                }
                className="flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:ring-1 focus:ring-blue-600 focus:outline-none"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Eliminar característica ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(features.filter((_, i) => i !== index))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </FormSection>
  );
}
