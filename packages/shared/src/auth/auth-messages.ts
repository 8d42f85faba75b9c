// No zod here: the sign-in screen, in the entry bundle, shows these texts too.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Correo o contraseña incorrectos',
  inactiveUser: 'Tu cuenta está desactivada. Contacta con un administrador.',
  sessionInvalid: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  loggedIn: 'Sesión iniciada',
  loggedOut: 'Sesión cerrada',
  refreshed: 'Sesión renovada',
  forgotPassword:
    'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
  resetDone: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Ingrese un correo electrónico válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`,
  passwordTooLong: `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres`,
  passwordCommon: 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.',
  docsOpened: 'Referencia de la API disponible en este navegador durante 15 minutos',
} as const;
