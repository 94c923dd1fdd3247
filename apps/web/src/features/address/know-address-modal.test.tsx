import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { KnowAddressModal } from './components/know-address-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no font loading API, which the growing comment box listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const EMPTY = { count: 0, next: null, previous: null, results: [] };
const SAVED = {
  id: 1,
  identifier: ADDRESS,
  currency: 1,
  comment: 'Treasury wallet',
  commenter: { id: 2, name: 'Ann Agent' },
  support_file: {
    file_name: 'kyc.txt',
    size: 3,
    url: endpointPath(endpoints.addressComments.supportFile, { id: 1 }),
  },
  created_at: '2026-11-01T10:00:00.000Z',
};

/** The form fields of the multipart POST the modal sent. */
function sentForm(): FormData {
  const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
  expect(post).toBeDefined();
  return post?.[1]?.body as FormData;
}

function renderModal(onClose = vi.fn()) {
  renderWithRouter(<KnowAddressModal opened onClose={onClose} identifier={ADDRESS} currency={1} />);
  return onClose;
}

describe('"I know this address"', () => {
  it('requires a comment, then saves it with the file as multipart and says so', async () => {
    stubServer({
      [routeOf(endpoints.addressComments.list)]: () => ({ status: 200, body: EMPTY }),
      [routeOf(endpoints.addressComments.create)]: () => ({ status: 201, body: SAVED }),
    });
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Comment is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: '  Treasury wallet  ' } });
    const file = new File(['kyc'], 'kyc.txt', { type: 'text/plain' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Comment added successfully')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = sentForm();
    expect(form.get('identifier')).toBe(ADDRESS);
    expect(form.get('currency')).toBe('1');
    expect(form.get('comment')).toBe('Treasury wallet');
    expect((form.get('support_file') as File).name).toBe('kyc.txt');
  });

  it("shows the server's field errors on the form and keeps it open", async () => {
    stubServer({
      [routeOf(endpoints.addressComments.list)]: () => ({ status: 200, body: EMPTY }),
      [routeOf(endpoints.addressComments.create)]: () => ({
        status: 413,
        body: { support_file: ['The support file must be at most 10 MB.'] },
      }),
    });
    const onClose = renderModal();
    fireEvent.change(screen.getByLabelText(/Comment/), { target: { value: 'Big file' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The support file must be at most 10 MB.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists what the team noted before, with its file', async () => {
    stubServer({
      [routeOf(endpoints.addressComments.list)]: () => ({
        status: 200,
        body: { count: 1, next: null, previous: null, results: [SAVED] },
      }),
    });
    renderModal();
    expect(await screen.findByText('Treasury wallet')).toBeTruthy();
    expect(screen.getByText('Noted by your team (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'kyc.txt' })).toBeTruthy();
  });
});
