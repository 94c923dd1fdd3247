import { afterEach, describe, expect, test } from 'vitest';
import { isAccessFailure } from './access-failure.ts';
import { ApiError } from './api-client.ts';
import { session } from './session.ts';

afterEach(() => session.clear());

describe('which query failures go to the error screen', () => {
  test('401 and 403 of a signed-in user', () => {
    session.store({ access_token: 'a', refresh_token: 'r' });
    expect(isAccessFailure(new ApiError(401, {}))).toBe(true);
    expect(isAccessFailure(new ApiError(403, {}))).toBe(true);
    expect(isAccessFailure(new ApiError(404, {}))).toBe(false);
    expect(isAccessFailure(new ApiError(500, {}))).toBe(false);
    expect(isAccessFailure(new Error('network'))).toBe(false);
  });

  test('not once the session has ended (the session-expired flow takes over)', () => {
    expect(isAccessFailure(new ApiError(401, {}))).toBe(false);
  });
});
