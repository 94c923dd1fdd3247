import { describe, expect, it } from 'vitest';
import { failedRescreenPath, screeningFailureText } from './screening-failure.ts';

describe('the screening failure toast', () => {
  it('names the identifier, the blockchain with its short code and asks to retry later', () => {
    expect(screeningFailureText({ kind: 'address', identifier: 'bc1qxyz', currency: 0 })).toEqual({
      title: 'Failed to screen the bc1qxyz.',
      lines: ['Bitcoin (BTC)', 'Please try again after some time.'],
    });
  });

  it("gives the server's reason in place of 'try again' when the plan's credits are spent", () => {
    const reason = 'Your organisation has used all 10 screening credits of its plan.';
    expect(
      screeningFailureText({ kind: 'address', identifier: 'bc1qxyz', currency: 0 }, reason).lines,
    ).toEqual(['Bitcoin (BTC)', reason]);
  });

  it('adds the customer ID when one was given, and shows Arbitrum with the ETH code', () => {
    const text = screeningFailureText({
      kind: 'transaction',
      identifier: '0xabc',
      currency: 17,
      customerId: 'CUST-1',
    });
    expect(text.lines).toEqual([
      'Arbitrum (ETH)',
      'Customer ID: CUST-1',
      'Please try again after some time.',
    ]);
  });

  it("reads 'Failed to rescreen the {value}.' for an explicit Rescreen", () => {
    const text = screeningFailureText({
      kind: 'address',
      identifier: '0xabc',
      currency: 1,
      isRescreen: true,
    });
    expect(`${text.title} ${text.lines.at(-1)}`).toBe(
      'Failed to rescreen the 0xabc. Please try again after some time.',
    );
  });
});

describe('the return after a failed rescreen', () => {
  it('opens the entity page with screen=false and the last screened time', () => {
    expect(failedRescreenPath('address', 12, '2026-11-01T10:00:00.000Z')).toBe(
      '/addresses/12?screen=false&last_screened_time=2026-11-01T10%3A00%3A00.000Z',
    );
    expect(failedRescreenPath('transaction', 3, null)).toBe('/transactions/3?screen=false');
  });
});
