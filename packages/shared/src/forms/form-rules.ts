import { parseDecimal } from './height';

/**
 * SPEC.md §5: a generic form-validation mechanism with required, min, max, length and pattern
 * rules. Pure, so the server and the web forms share it; each rule may carry its own message.
 */
type WithMessage<T> = T | { value: T; message: string };

export type FieldRules = {
  required?: boolean | string;
  /** Smallest allowed number (strings are read with a dot or comma decimal). */
  min?: WithMessage<number>;
  max?: WithMessage<number>;
  /** Allowed number of characters, after trimming. */
  length?: { min?: number; max?: number; message?: string };
  pattern?: WithMessage<RegExp>;
};

const characters = (n: number) => `${n} ${n === 1 ? 'carácter' : 'caracteres'}`;

export const FORM_MESSAGES = {
  required: 'Este campo es requerido',
  min: (n: number) => `El valor mínimo es ${n}`,
  max: (n: number) => `El valor máximo es ${n}`,
  notANumber: 'Ingrese un número válido',
  exactLength: (n: number) => `Debe tener exactamente ${characters(n)}`,
  minLength: (n: number) => `Debe tener al menos ${characters(n)}`,
  maxLength: (n: number) => `Debe tener como máximo ${characters(n)}`,
  pattern: 'El formato no es válido',
} as const;

const unpack = <T>(rule: WithMessage<T>): { value: T; message?: string } =>
  typeof rule === 'object' && rule !== null && 'value' in rule ? rule : { value: rule };

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function checkLength(text: string, rule: NonNullable<FieldRules['length']>): string | null {
  const { min, max, message } = rule;
  const n = [...text].length;
  if ((min === undefined || n >= min) && (max === undefined || n <= max)) return null;
  if (message) return message;
  if (min !== undefined && min === max) return FORM_MESSAGES.exactLength(min);
  return min !== undefined && n < min
    ? FORM_MESSAGES.minLength(min)
    : FORM_MESSAGES.maxLength(max!);
}

/** The first rule a value breaks, as its message, or null when it passes them all. */
export function validateField(value: unknown, rules: FieldRules): string | null {
  if (isEmpty(value)) {
    if (!rules.required) return null;
    return typeof rules.required === 'string' ? rules.required : FORM_MESSAGES.required;
  }
  const text = typeof value === 'string' ? value.trim() : String(value);
  if (rules.min !== undefined || rules.max !== undefined) {
    const number = typeof value === 'number' ? value : parseDecimal(text);
    if (number === null || Number.isNaN(number)) return FORM_MESSAGES.notANumber;
    if (rules.min !== undefined) {
      const { value: min, message } = unpack(rules.min);
      if (number < min) return message ?? FORM_MESSAGES.min(min);
    }
    if (rules.max !== undefined) {
      const { value: max, message } = unpack(rules.max);
      if (number > max) return message ?? FORM_MESSAGES.max(max);
    }
  }
  if (rules.length) {
    const error = checkLength(text, rules.length);
    if (error) return error;
  }
  if (rules.pattern !== undefined) {
    const { value: pattern, message } = unpack(rules.pattern);
    // A fresh copy, so a /g or /y pattern's lastIndex never carries over between calls.
    if (!new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text)) {
      return message ?? FORM_MESSAGES.pattern;
    }
  }
  return null;
}

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Every field's first broken rule; an empty object means the form is valid. */
export function validateForm<T extends Record<string, unknown>>(
  values: T,
  rules: Partial<Record<keyof T, FieldRules>>,
): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const error = validateField(values[field], rules[field]!);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The rules as a react-hook-form `validate` function (a message, or true when valid). */
export const toValidate =
  (rules: FieldRules) =>
  (value: unknown): string | true =>
    validateField(value, rules) ?? true;
