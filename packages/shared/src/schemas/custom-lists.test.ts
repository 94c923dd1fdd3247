import { describe, expect, it } from 'vitest';
import { addAddressesSummary, CUSTOM_LIST_MESSAGES } from './custom-lists.ts';

const failure = { address: 'nope', reason: 'Invalid address' };

describe('what an add of list addresses says', () => {
  it("uses the specification's text only when every address went in once", () => {
    expect(addAddressesSummary({ added: 3, failed: [], repeated: 0 })).toEqual({
      message: CUSTOM_LIST_MESSAGES.addressesAdded,
      isComplete: true,
    });
  });

  it('counts what was added, what was not and the repeats, in singular and plural', () => {
    expect(addAddressesSummary({ added: 1, failed: [failure], repeated: 0 }).message).toBe(
      'Added 1 address; 1 address not added.',
    );
    expect(addAddressesSummary({ added: 2, failed: [failure, failure], repeated: 3 })).toEqual({
      message: 'Added 2 addresses; 2 addresses not added; 3 repeats counted once.',
      isComplete: false,
    });
    expect(addAddressesSummary({ added: 0, failed: [], repeated: 1 }).message).toBe(
      'Added 0 addresses; 1 repeat counted once.',
    );
  });
});
