import type { Db } from '../../../db/client.ts';

/** A mail to send: plain text, optional HTML, and the path of the web app it points to (made absolute on delivery). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** A path of the web app ('/addresses/12?workspace=alpha'). */
  link?: string | null;
};

/**
 * Record mail in the outbox as pending, inside the caller's transaction: it is delivered (or written to the log)
 * after the transaction commits, so a rolled-back change sends nothing and no transaction waits on the network.
 */
export async function queueMail(trx: Db, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('mail_outbox')
    .values(
      messages.map((m) => ({
        to_address: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html ?? null,
        link: m.link ?? null,
        status: 'pending' as const,
      })),
    )
    .execute();
}
