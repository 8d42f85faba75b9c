// The journeys use the API suite's real SMTP server (one implementation for both).
export { linkFromMail, startSmtpServer } from '../../apps/server/test/smtp';
