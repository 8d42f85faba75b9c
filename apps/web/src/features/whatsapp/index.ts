// What other features use of WhatsApp: a client's consent on their record and in their area.
export { ClientConsentField, OwnConsentCard } from './components/consent-controls';
