import { endpointPath, endpoints, type UploadedFileDto } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Reply, type StubRequest, stubServer } from '../../test/stub-server.ts';
import { FileUploadPanel } from './components/file-upload-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = `GET ${endpointPath(endpoints.uploads.list)}`;
const CREATE = `POST ${endpointPath(endpoints.uploads.create)}`;

function uploaded(o: Partial<UploadedFileDto>): UploadedFileDto {
  return {
    uuid: crypto.randomUUID(),
    crypto_file_name: 'file.csv',
    file_type: 0,
    status: 4,
    successful_row_count: 0,
    failed_row_count: 0,
    total_row_count: 0,
    processed_row_count: 0,
    stats: [],
    created_at: '2026-11-20T10:00:00Z',
    finished_at: null,
    ...o,
  };
}
const paged = (results: UploadedFileDto[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const HISTORY = [
  uploaded({ crypto_file_name: 'queued.csv', status: 0, total_row_count: 5 }),
  uploaded({ crypto_file_name: 'running.csv', status: 1, total_row_count: 10, processed_row_count: 3 }),
  uploaded({
    crypto_file_name: 'partial.xlsx',
    status: 2,
    total_row_count: 4,
    successful_row_count: 3,
    failed_row_count: 1,
    stats: [{ risk_level: 5, risk_level_verbose: 'Critical', count: 3 }],
  }),
  uploaded({ crypto_file_name: 'failed.csv', status: 3, total_row_count: 2, failed_row_count: 2 }),
  uploaded({ crypto_file_name: 'done.csv', status: 4, total_row_count: 2, successful_row_count: 2 }),
];

function render(
  routes: Record<string, (request: StubRequest) => Reply | Promise<Reply>>,
  profile = PROFILE_FIXTURE,
) {
  const server = stubServer(routes);
  renderWithRouter(<FileUploadPanel opened onClose={() => {}} />, '/dashboard?workspace=demo', profile);
  return server;
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the File Upload panel', () => {
  it('shows each status as the specification says, with the response file only at 2 and 4', async () => {
    render({ [LIST]: () => ({ status: 200, body: paged(HISTORY) }) });
    expect(within(await rowOf('queued.csv')).getByText('Queued')).toBeTruthy();
    expect(within(await rowOf('running.csv')).getByText('3 / 10')).toBeTruthy();
    const partial = await rowOf('partial.xlsx');
    expect(within(partial).getByLabelText('Partially done')).toBeTruthy();
    expect(within(partial).getByTestId('upload-counts').textContent).toBe('Succeeded: 3Failed: 1');
    expect(within(partial).getByText('Critical')).toBeTruthy();
    expect(within(await rowOf('failed.csv')).getByLabelText('Failed')).toBeTruthy();
    expect(within(await rowOf('done.csv')).getByTestId('upload-counts').textContent).toBe(
      'Succeeded: 2Failed: 0',
    );
    // Each download says which file it gives, in words on the button, not only in a tooltip.
    const responses = screen.getAllByRole('button', { name: 'Response file' }).map((b) => b.closest('tr'));
    expect(responses).toEqual([partial, await rowOf('done.csv')]);
    const uploaded = screen.getAllByRole('button', { name: 'Uploaded file' });
    expect(uploaded).toHaveLength(5);
    expect(uploaded.every((b) => b.textContent === 'Uploaded file')).toBe(true);
  });

  it('reads the history again while a file is queued or in progress, and stops once all are done', async () => {
    let reads = 0;
    render({
      [LIST]: () => {
        reads += 1;
        const status = reads === 1 ? 1 : 4;
        return {
          status: 200,
          body: paged([uploaded({ crypto_file_name: 'a.csv', status, total_row_count: 2 })]),
        };
      },
    });
    await screen.findByText('0 / 2');
    await waitFor(() => expect(screen.getByTestId('upload-counts')).toBeTruthy());
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(settled);
  }, 10_000);

  it('uploads the chosen file with its type and says so', async () => {
    let listed: UploadedFileDto[] = [];
    const server = render({
      [LIST]: () => ({ status: 200, body: paged(listed) }),
      [CREATE]: () => {
        listed = [uploaded({ crypto_file_name: 'mine.csv', status: 0 })];
        return { status: 201, body: listed[0] };
      },
    });
    await screen.findByText('Nothing to see over here');
    fireEvent.click(screen.getByRole('radio', { name: 'Transactions' }));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['identifier,currency\n0xab,1\n'], 'mine.csv')] } });
    expect((await screen.findByTestId('chosen-file')).textContent).toBe('mine.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File Uploaded Successfully')).toBeTruthy();
    expect(await screen.findByText('mine.csv')).toBeTruthy();
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    const form = posts[0]?.form ?? new FormData();
    expect(form.get('file_type')).toBe('1');
    expect((form.get('crypto_file') as File | null)?.name).toBe('mine.csv');
  });

  it('shows the bytes sent as the file goes, then that the server is checking it', async () => {
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const [quarter, sent] = [gate(), gate()];
    render({
      [LIST]: () => ({ status: 200, body: paged([]) }),
      [CREATE]: async ({ received }) => {
        received(1024);
        await quarter.opened;
        received(4096);
        await sent.opened;
        return { status: 201, body: uploaded({ crypto_file_name: 'big.csv', status: 0 }) };
      },
    });
    await screen.findByText('Nothing to see over here');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    // 4,095 bytes of file and the one-character file type: 4,096 bytes to send.
    const file = new File([`identifier,currency\n${'a'.repeat(4095 - 20)}`], 'big.csv');
    expect(file.size).toBe(4095);
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress-text').textContent).toBe('1.0 KB of 4.0 KB sent (25%)'),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('25');
    quarter.open();
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress-text').textContent).toBe('File sent, checking it…'),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('100');
    sent.open();
    expect(await screen.findByText('File Uploaded Successfully')).toBeTruthy();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it("shows the server's message, else 'File Not Uploaded', and refuses a file it cannot send", async () => {
    let reply: Reply = { status: 400, body: { crypto_file: ['Missing column: currency.'] } };
    render({ [LIST]: () => ({ status: 200, body: paged([]) }), [CREATE]: () => reply });
    await screen.findByText('Nothing to see over here');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Missing column: currency.')).toBeTruthy();
    reply = { status: 500, body: '' };
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File Not Uploaded')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(await screen.findByText('Unable to Upload File')).toBeTruthy();
    const drop = screen.getByTestId('upload-drop-zone');
    fireEvent.drop(drop, { dataTransfer: { files: { length: 1, item: () => new File([''], 'empty.csv') } } });
    expect((await screen.findAllByText('Unable to Upload File')).length).toBeGreaterThan(0);
  });

  it('downloads the sample templates of the chosen type', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:sample');
    let asked = '';
    render(
      {
        [LIST]: () => ({ status: 200, body: paged([]) }),
        'GET /samples/samples_custom_list_fileupload.xls': () => {
          asked = 'custom_list.xls';
          return { status: 200, body: 'xls bytes' };
        },
      },
      { ...PROFILE_FIXTURE, is_organization_admin: true },
    );
    await screen.findByText('Nothing to see over here');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom List' }));
    fireEvent.click(screen.getByRole('button', { name: 'XLS' }));
    expect(await screen.findByText('Sample Custom List template downloaded successfully!')).toBeTruthy();
    expect(asked).toBe('custom_list.xls');
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('Download failed. Please try again.')).toBeTruthy();
  });

  it('offers Custom List to admins only', async () => {
    render({ [LIST]: () => ({ status: 200, body: paged([]) }) });
    await screen.findByText('Nothing to see over here');
    expect(screen.queryByRole('radio', { name: 'Custom List' })).toBeNull();
  });
});
