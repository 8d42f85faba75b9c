import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const PHONE_INVALID_MESSAGE = 'Ingrese un número de teléfono válido';
/** Numbers typed without a country code are Bolivian (+591). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BO';

// What a person types into a phone box: digits and the usual separators, nothing else.
const TYPED_PHONE = /^\+?[0-9\s().-]+$/;

/** The number in E.164 (+59170012345), or null when it is not a valid phone number. */
export function toE164(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const typed = value.trim();
  if (!TYPED_PHONE.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : null;
}
