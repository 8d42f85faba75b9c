import { z } from '../zod';

/**
 * A set-password link the server could not mail (no SMTP_URL): it answers the link to the staff
 * member who asked, so they can pass it on by WhatsApp or another channel.
 */
export const withPasswordLink = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ passwordLink: z.string().optional() });

/** The answers that say honestly that nothing was mailed. */
export const NO_MAIL_MESSAGES = {
  userCreated: 'Usuario creado. No hay un servidor de correo configurado: comparta el enlace.',
  clientCreated: 'Cliente creado. No hay un servidor de correo configurado: comparta el enlace.',
  clientUpdated:
    'Cliente actualizado. No hay un servidor de correo configurado: comparta el enlace.',
  linkReady: 'No hay un servidor de correo configurado: comparta el enlace.',
} as const;
