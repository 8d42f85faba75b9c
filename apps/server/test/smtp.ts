import { SMTPServer } from 'smtp-server';
// @ts-expect-error plain ESM helper shared with the test runner
import { freePort } from '../../../scripts/lib/net.mjs';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer() {
  const port: number = await freePort();
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a message to `to` and returns it. */
    async waitFor(to: string, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The set-password token in a received mail (quoted-printable soft breaks undone). */
export function tokenFromMail(raw: string) {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail:\n${raw}`);
  return decodeURIComponent(match[1]);
}

/** The whole set-password link in a received mail (the browser journeys open it). */
export function linkFromMail(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${raw}`);
  return match[0];
}
