import type { Migration } from './types';

/**
 * WhatsApp that works from day one (issue 37): the exact Spanish text a client agreed to with
 * their consent; a template's document header and reply buttons; an outgoing message's document
 * (what to attach, resolved when it is sent) and buttons; an incoming file's Graph media id (the
 * downloaded file is a `media` row owned by the message).
 */
export const m027WhatsAppMedia: Migration = {
  version: 27,
  name: 'whatsapp-media',
  async up(db) {
    await db.schema.alterTable('clients').addColumn('whatsapp_consent_text', 'text').execute();
    await db.schema
      .alterTable('whatsapp_templates')
      .addColumn('document', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('whatsapp_templates')
      .addColumn('buttons', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('whatsapp_messages').addColumn('document', 'text').execute();
    await db.schema.alterTable('whatsapp_messages').addColumn('buttons', 'text').execute();
    await db.schema.alterTable('whatsapp_messages').addColumn('media_ref', 'text').execute();
  },
};
