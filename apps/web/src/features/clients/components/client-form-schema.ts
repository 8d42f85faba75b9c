import {
  CLIENT_MESSAGES,
  CreateClientInputSchema,
  UpdateClientInputSchema,
  type z,
  type Client,
} from '@taller/shared';
import { recordFormSchemas } from '../../../resource/record-form';
import { formTexts } from '../../../lib/use-zod-form';

export type ClientFormValues = {
  name: string;
  documentNumber: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  /** '' for none, else the id as text (a <select> value). */
  institutionId: string;
  notes: string;
  status: string;
  /** 'Crear acceso': a CLIENTE account invited by mail. */
  createAccess: boolean;
  /** 'Pausar recordatorios de pago'. */
  remindersPaused: boolean;
};

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  documentNumber: '',
  email: '',
  phone: '',
  city: '',
  address: '',
  institutionId: '',
  notes: '',
  status: 'ACTIVE',
  createAccess: false,
  remindersPaused: false,
};

export const toClientFormValues = (c: Client): ClientFormValues => ({
  name: c.name,
  documentNumber: c.documentNumber,
  ...formTexts(c, ['email', 'phone', 'city', 'address', 'notes']),
  institutionId: c.institutionId ? String(c.institutionId) : '',
  status: c.status,
  createAccess: false,
  remindersPaused: c.remindersPaused,
});

const toInput = ({ status: _status, createAccess, ...v }: ClientFormValues) => ({
  ...v,
  institutionId: v.institutionId ? Number(v.institutionId) : null,
  // Sent only when asked for: an unticked box changes nothing.
  ...(createAccess ? { createAccess: true } : {}),
});

const SCHEMAS = recordFormSchemas(toInput, CreateClientInputSchema, UpdateClientInputSchema);

/** Validated by the server's own schema: email required when 'Crear acceso' is ticked. */
export const CreateClientFormSchema = SCHEMAS.create;

/** The edit form also sets the status. */
export const EditClientFormSchema = SCHEMAS.edit
  // The create schema's rule, for an account added while editing.
  .refine((v) => !v.createAccess || Boolean(v.email), {
    path: ['email'],
    message: CLIENT_MESSAGES.emailRequiredForAccess,
  });

export type ClientFormOutput =
  z.output<typeof CreateClientInputSchema> | z.output<typeof UpdateClientInputSchema>;
