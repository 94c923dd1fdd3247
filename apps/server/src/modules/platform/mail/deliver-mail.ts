import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { renderMail } from './render-mail.ts';

export type MailSettings = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'>;

export type MailDeliverer = {
  /** Deliver what is pending now (one run at a time: a call during a run asks for one more run). */
  deliver(): Promise<void>;
  close(): Promise<void>;
};

const BATCH = 50;

/**
 * Sends the outbox's pending mail after the transactions that queued it have committed: through SMTP when
 * SMTP_URL is set (marked 'sent', or 'failed' with the error), else written to the server log (marked 'logged').
 * A row is claimed by its status change before it is sent, so two servers never send it twice (a crash between
 * the claim and the send loses that mail: at most once). A later job queue takes delivery over, with retries.
 */
export function createMailDeliverer(db: Db, settings: MailSettings, log: FastifyBaseLogger): MailDeliverer {
  let transport: Transporter | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const transportOf = (url: string) => {
    transport ??= createTransport(url);
    return transport;
  };

  async function deliverBatch(): Promise<number> {
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'link'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const status = settings.smtpUrl ? 'sent' : 'logged';
      const claimed = await db
        .updateTable('mail_outbox')
        .set({ status, sent_at: new Date() })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) continue;
      const mail = renderMail(row, settings.publicUrl);
      if (!settings.smtpUrl) {
        log.info(
          { mail: { id: row.id, to: row.to_address, ...mail } },
          'mail (no SMTP_URL: logged, not sent)',
        );
        continue;
      }
      try {
        await transportOf(settings.smtpUrl).sendMail({
          from: settings.mailFrom,
          to: row.to_address,
          ...mail,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: row.id, error: message }, 'mail delivery failed');
        await db
          .updateTable('mail_outbox')
          .set({ status: 'failed', error: message.slice(0, 2000), sent_at: null })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return rows.length;
  }

  async function run(): Promise<void> {
    do {
      again = false;
      while ((await deliverBatch()) === BATCH) {}
    } while (again);
  }

  return {
    deliver() {
      if (running) {
        again = true;
        return running;
      }
      running = run()
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery stopped'))
        .finally(() => {
          running = null;
        });
      return running;
    },
    async close() {
      await running;
      transport?.close();
    },
  };
}
