import { describe, expect, test } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorScreenContent, toScreenError } from './error-screen.ts';

describe('error screen texts per status', () => {
  test('404 is the not-found page, with Back to home', () => {
    expect(errorScreenContent({ status: 404, message: 'Not found.' })).toMatchObject({
      title: 'This page could not be found',
      action: 'home',
    });
  });

  test('401 is the expired billing plan and 403 the missing access, both with Logout', () => {
    expect(errorScreenContent({ status: 401, message: null })).toMatchObject({
      title: 'Your Billing Plan Has Expired',
      contact: 'billing',
      action: 'logout',
    });
    expect(errorScreenContent({ status: 403, message: 'x' })).toMatchObject({
      title: "You don't have access to the product",
      contact: 'access',
      action: 'logout',
    });
  });

  test('other statuses show the message (or a generic title) and the status, with a report address', () => {
    expect(errorScreenContent({ status: 500, message: 'Internal Error!' })).toEqual({
      title: 'Internal Error!',
      description: 'We encountered a 500 error',
      contact: 'report',
      action: 'home',
    });
    expect(errorScreenContent({ status: 502, message: null }).title).toBe('An error occurred');
  });

  test("the server's error id is shown when it gave one", () => {
    const error = new ApiError(500, {
      detail: 'Internal Error!',
      code: 'internal_error',
      error_id: 'abc-123',
    });
    expect(toScreenError(error)).toEqual({ status: 500, message: 'Internal Error!', errorId: 'abc-123' });
  });

  test('a crash in the page gets a generic title and a fresh error id', () => {
    const screen = toScreenError(new TypeError('x is undefined'));
    expect(screen.status).toBeNull();
    expect(screen.message).toBeNull();
    expect(screen.errorId).toMatch(/\w{6,}/);
  });
});
