import { PASSWORD_MAX, PASSWORD_MIN } from '@taller/shared/auth/auth.schema';

/** Under every phone box: numbers without a country code are taken as Bolivian. */
export const PHONE_HINT = 'Sin código de país se asume Bolivia (+591).';

/** Under every new-password box: the server's length rule and its common-password check. */
export const PASSWORD_HINT = `Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres. Evita contraseñas comunes.`;
