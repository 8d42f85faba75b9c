import {
  DEFAULT_BASE_HEXA,
  DEFAULT_FRAME_HEXA,
  MODEL_COLOR_LABEL_MAX,
  MODEL_MESSAGES as M,
  type ModelColorFormValues,
  type ModelFormOutput,
  type ModelFormValues,
} from '@taller/shared';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ColorInput } from '../../../components/ui/color-input';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { FormSection } from './form-section';
import { ModelColorSwatch } from './model-color-swatch';

/** SPEC.md §3, §9: a new colour is a white interior in a black frame, not yet named. */
export const newModelColor = (): ModelColorFormValues => ({
  baseName: '',
  baseHexa: DEFAULT_BASE_HEXA,
  frameName: '',
  frameHexa: DEFAULT_FRAME_HEXA,
});

type FormControl = Control<ModelFormValues, unknown, ModelFormOutput>;

/** The preview follows what is typed; an incomplete code shows the default meanwhile. */
function ColorPreview({ control, index }: { control: FormControl; index: number }) {
  const color = useWatch({ control, name: `colors.${index}` });
  return (
    <div className="flex flex-col items-center gap-1 text-xs text-slate-600">
      <ModelColorSwatch color={color ?? newModelColor()} size="lg" />
      <span>Vista previa</span>
    </div>
  );
}

export type ModelColorsFieldProps = {
  control: FormControl;
  register: UseFormRegister<ModelFormValues>;
  errors: FieldErrors<ModelFormValues>['colors'];
  disabled?: boolean;
};

/**
 * 'Colores del Modelo': each colour has a frame colour ('Color Marco') and an interior colour
 * ('Color Interior'), each with a picker, a hex box and a name, and a live preview swatch.
 */
export function ModelColorsField({ control, register, errors, disabled }: ModelColorsFieldProps) {
  // keyName 'key': the colour's own `id` (once stored) must reach the payload untouched.
  const { fields, append, remove } = useFieldArray({ control, name: 'colors', keyName: 'key' });
  return (
    <FormSection
      title="Colores del Modelo"
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append(newModelColor())}
          disabled={disabled}
        >
          <PlusIcon />
          Agregar Color
        </Button>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500 italic">{M.noColorsInForm}</p>
      ) : (
        fields.map((field, index) => (
          <fieldset
            key={field.key}
            data-testid="model-color-row"
            className="grid grid-cols-1 gap-4 rounded-md border border-slate-200 bg-slate-50 p-3 md:grid-cols-[1fr_1fr_auto]"
          >
            <legend className="px-1 text-sm font-medium text-slate-700">Color {index + 1}</legend>
            {(
              [
                ['frame', 'Color Marco', 'frameHexa', 'frameName', DEFAULT_FRAME_HEXA],
                ['base', 'Color Interior', 'baseHexa', 'baseName', DEFAULT_BASE_HEXA],
              ] as const
            ).map(([part, label, hexa, name, fallback]) => (
              <div key={part} className="flex flex-col gap-2">
                <Controller
                  control={control}
                  name={`colors.${index}.${hexa}`}
                  render={({ field: color }) => (
                    <ColorInput
                      label={label}
                      value={color.value}
                      onChange={color.onChange}
                      onBlur={color.onBlur}
                      fallback={fallback}
                      error={errors?.[index]?.[hexa]?.message}
                    />
                  )}
                />
                <TextField
                  label={`Nombre del ${label.toLowerCase()}`}
                  maxLength={MODEL_COLOR_LABEL_MAX}
                  placeholder={part === 'frame' ? 'Ej.: Nogal' : 'Ej.: Lino crudo'}
                  disabled={disabled}
                  error={errors?.[index]?.[name]?.message}
                  {...register(`colors.${index}.${name}`)}
                />
              </div>
            ))}
            <div className="flex flex-row items-center justify-between gap-3 md:flex-col md:justify-start">
              <ColorPreview control={control} index={index} />
              <Button
                variant="ghost"
                size="sm"
                className="text-red-600 hover:text-red-700"
                aria-label={`Eliminar color ${index + 1}`}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <TrashIcon />
              </Button>
            </div>
          </fieldset>
        ))
      )}
    </FormSection>
  );
}
