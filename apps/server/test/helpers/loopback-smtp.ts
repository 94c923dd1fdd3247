import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a real SMTP server on 127.0.0.1 received it. */
export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** The decoded text of a received mail (quoted-printable soft breaks and escapes undone). */
function textOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on loopback for tests: what the outbox delivers arrives here. */
export async function startLoopbackSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const text = textOf(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to this address that was not taken yet (waits up to 5 s). */
    async mailTo(address: string): Promise<ReceivedMail> {
      for (let i = 0; i < 100; i += 1) {
        const index = received.findIndex((m) => m.to.includes(address));
        if (index >= 0) return received.splice(index, 1)[0] as ReceivedMail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first sign-up or reset link in a mail's text. */
export function linkToken(mail: ReceivedMail): string {
  const match = /\/accounts\/(?:signup|password\/reset)#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No account link in:\n${mail.text}`);
  return match[1];
}
