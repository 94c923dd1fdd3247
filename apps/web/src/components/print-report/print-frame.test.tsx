import { endpoints } from '@riskscreen/shared';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { NO_CREDENTIALS_TITLE, PrintFrame } from './index.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Records the headers of the report's requests (the case, and a token refresh if one were tried) and answers every
 * request with `status`. Requests of other kinds are not the report's: web test files share one module graph, and
 * a poll an earlier file started may still fire while this one runs.
 */
function recordRequests(status: number) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const isReports = (url: string) => url.includes('/cases/7/') || url.includes(endpoints.auth.refresh.path);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (isReports(String(input)))
        sent.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
      return new Response(JSON.stringify({ detail: 'x' }), { status });
    }),
  );
  return sent;
}

/** A report page's first call, and what became of it; the page's address as the router holds it. */
function Probe() {
  const [outcome, setOutcome] = useState('pending');
  const { search } = useLocation();
  useEffect(() => {
    api.call(endpoints.cases.detail, { params: { id: 7 } }).then(
      () => setOutcome('ok'),
      (error: { status: number }) => setOutcome(`failed ${error.status}`),
    );
  }, []);
  return (
    <>
      <output data-testid="outcome">{outcome}</output>
      <output data-testid="address">{search}</output>
    </>
  );
}

function renderFrame(query: string) {
  // The URL of the page itself carries the workspace every call sends.
  window.history.replaceState(null, '', `/pdf/case-report/7?${query}`);
  renderWithProviders(
    <MemoryRouter initialEntries={[`/pdf/case-report/7?${query}`]}>
      <Routes>
        <Route path="/pdf" element={<PrintFrame />}>
          <Route path="case-report/:id" element={<Probe />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PrintFrame', () => {
  it('sends the URL token as the bearer, stores nothing and does not refresh on a 401', async () => {
    const sent = recordRequests(401);
    renderFrame('token=access-1&workspace=demo&print=0');
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('failed 401'));
    // The case's call only: no refresh call followed the 401.
    expect(sent.map((request) => request.url)).toEqual([expect.stringContaining('workspace=demo')]);
    expect(sent[0]?.headers.authorization).toBe('Bearer access-1');
    expect(localStorage.length).toBe(0);
  });

  it('sends an api_key as the X-API-Key header, not as a bearer', async () => {
    const sent = recordRequests(200);
    renderFrame('api_key=key-1&workspace=demo&print=0');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers['x-api-key']).toBe('key-1');
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it('takes the token and api_key out of the address once read, keeping the rest, and still sends them', async () => {
    const sent = recordRequests(200);
    renderFrame('token=access-2&api_key=key-2&workspace=demo&print=0&tz=UTC');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?workspace=demo&print=0&tz=UTC'),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers.authorization).toBe('Bearer access-2');
  });

  it('says what is missing without credentials or workspace, and calls nothing', () => {
    const sent = recordRequests(200);
    renderFrame('workspace=demo');
    expect(screen.getByText(NO_CREDENTIALS_TITLE)).toBeTruthy();
    renderFrame('token=access-1');
    expect(screen.getAllByText(NO_CREDENTIALS_TITLE)).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });
});
