import { afterAll, beforeAll, expect } from 'vitest';
import { startLoopbackSmtp } from '../../test/helpers/loopback-smtp.ts';
import type { createTestApp, TestApp } from '../../test/helpers/test-app.ts';
import { useTestAppOf } from './test-app.test-support.ts';

export type LoopbackSmtp = Awaited<ReturnType<typeof startLoopbackSmtp>>;

/**
 * The file's app with its mail sent to a real SMTP server on loopback, started before the app and stopped after
 * it; both are filled in by beforeAll hooks (read them inside hooks and tests only).
 */
export function useTestAppWithMail(
  overrides: Parameters<typeof createTestApp>[0] = {},
  options: Parameters<typeof createTestApp>[1] = {},
): { ctx: TestApp; smtp: LoopbackSmtp } {
  const smtp = {} as LoopbackSmtp;
  beforeAll(async () => {
    Object.assign(smtp, await startLoopbackSmtp());
  });
  afterAll(() => smtp.close?.());
  const ctx = useTestAppOf(() => [{ smtpUrl: smtp.url, ...overrides }, options]);
  return { ctx, smtp };
}

/** Wait (up to 5 s) for the SMTP server to have received exactly `count` mails. */
export async function expectMailCount(smtp: LoopbackSmtp, count: number): Promise<void> {
  for (let i = 0; i < 100 && smtp.received.length < count; i += 1)
    await new Promise((r) => setTimeout(r, 50));
  expect(smtp.received).toHaveLength(count);
}

/** Run the queued jobs (event deliveries, then the mail job) and wait for the SMTP server to have `count` mails. */
export async function deliverAllMail(ctx: TestApp, smtp: LoopbackSmtp, count: number): Promise<void> {
  await ctx.runJobs();
  await expectMailCount(smtp, count);
}

/** The decoded text of a received mail (quoted-printable soft breaks undone, escapes read as UTF-8 bytes). */
export function mailText(raw: string): string {
  return decodeURIComponent(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );
}
