import { screenAddressRequest } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage } from './validation-messages.ts';

/** The message the API would answer for the first issue of parsing `input` with `schema`. */
function messageOf(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  const [issue] = parsed.error.issues;
  if (!issue) throw new Error('no issue');
  const { code, message, path: _path, ...params } = issue;
  return fieldMessage({ keyword: code, message, params });
}

describe('field messages', () => {
  it("answers in the catalogue's words instead of zod's", () => {
    const name = z.object({ name: z.string().max(100) });
    expect(messageOf(name, { name: 'x'.repeat(101) })).toBe(
      'Ensure this field has no more than 100 characters.',
    );
    expect(messageOf(name, {})).toBe('This field is required.');
    expect(messageOf(name, { name: 123 })).toBe('Not a valid string.');
    expect(messageOf(z.object({ n: z.number().max(5) }), { n: 6 })).toBe(
      'Ensure this value is less than or equal to 5.',
    );
    expect(messageOf(z.object({ n: z.number().min(1) }), { n: 0 })).toBe(
      'Ensure this value is greater than or equal to 1.',
    );
    expect(messageOf(z.object({ n: z.number() }), { n: 'abc' })).toBe('A valid number is required.');
    expect(messageOf(z.object({ s: z.string().min(1) }), { s: '' })).toBe('This field may not be blank.');
    expect(messageOf(z.object({ l: z.array(z.string()) }), { l: 'abc' })).toBe('Expected a list of items.');
    expect(messageOf(z.object({ o: z.object({}) }), { o: null })).toBe(
      'Invalid data. Expected a dictionary, but got null.',
    );
    expect(messageOf(z.object({ e: z.enum(['a', 'b']) }), { e: 'c' })).toBe('Select a valid choice.');
  });

  it('keeps a message the schema set itself', () => {
    expect(messageOf(z.object({ s: z.string().min(1, 'Customer id is required') }), { s: '' })).toBe(
      'Customer id is required',
    );
  });
});

describe('screening body', () => {
  const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  it('takes the blockchain as a number or a string of digits, nothing else', () => {
    expect(screenAddressRequest.parse({ identifier: address, currency: 0 }).currency).toBe(0);
    expect(screenAddressRequest.parse({ identifier: address, currency: '2' }).currency).toBe(2);
    for (const currency of [null, '', false, true, [], '0x1', ' 1', 1.5]) {
      const parsed = screenAddressRequest.safeParse({ identifier: address, currency });
      expect(parsed.success, JSON.stringify(currency)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Select a valid blockchain.');
    }
    const missing = screenAddressRequest.safeParse({ identifier: address });
    expect(missing.error?.issues[0]?.message).toBe('This field is required.');
  });

  it('cleans the customer id: blank or zero-width only is no customer; a customer needs a type', () => {
    const blank = screenAddressRequest.parse({
      identifier: address,
      currency: 0,
      customer_id: '\u200b\u200b ',
    });
    expect(blank.customer_id).toBeNull();
    const typed = screenAddressRequest.parse({
      identifier: address,
      currency: 0,
      customer_id: ' c-1\u200b',
      type: 1,
    });
    expect(typed).toMatchObject({ customer_id: 'c-1', type: 1 });
    const untyped = screenAddressRequest.safeParse({ identifier: address, currency: 0, customer_id: 'c-1' });
    expect(untyped.error?.issues).toMatchObject([{ path: ['type'], message: 'This field is required.' }]);
  });
});
