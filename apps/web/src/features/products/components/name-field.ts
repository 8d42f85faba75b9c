import { stripLineNameCharacters } from '@taller/shared';
import type { ChangeEvent } from 'react';

/**
 * A registered name box under SPEC.md §5's line name rule: characters other than letters,
 * digits and spaces are stripped as typed (the schema still names the rule if one gets in).
 */
export function nameField<
  F extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
>(field: F): F {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const stripped = stripLineNameCharacters(event.target.value);
      if (stripped !== event.target.value) event.target.value = stripped;
      return field.onChange(event);
    },
  };
}
