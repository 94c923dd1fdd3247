import { endpoints, REPORT_SECTIONS } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../../test/stub-server.ts';
import { ExportReportModal } from './index.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PDF = { 'content-disposition': 'attachment; filename="address-report-bc1qxyz-2026-03-01.pdf"' };

function renderModal(kind: 'address' | 'case' = 'address', onClose = vi.fn()) {
  renderWithProviders(<ExportReportModal kind={kind} id={31} onClose={onClose} />);
  return { modal: within(screen.getByTestId('export-report')), onClose };
}

describe('Export Report', () => {
  it('starts with every section ticked, exports the ticked ones and saves the PDF under its name', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.reports.address, { id: 31 })]: () => ({
        status: 200,
        body: '%PDF-1.7',
        headers: PDF,
      }),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { modal, onClose } = renderModal();
    for (const section of REPORT_SECTIONS.address) {
      expect((modal.getByLabelText(section.label) as HTMLInputElement).checked).toBe(true);
    }
    fireEvent.click(modal.getByLabelText('Comments'));
    expect((modal.getByLabelText('Comments') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(modal.getByTestId('export-report-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = calls.find((c) => c.path === '/risk/api/v4/addresses/31/report/');
    expect(call?.query.get('entities')).toBe(
      REPORT_SECTIONS.address
        .map((s) => s.key)
        .filter((key) => key !== 'comments')
        .join(','),
    );
    expect(created).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['address-report-bc1qxyz-2026-03-01.pdf']);
  });

  it('says the download failed and stays open when the server refuses', async () => {
    stubServer({
      [routeOf(endpoints.reports.case, { id: 31 })]: () => ({
        status: 500,
        body: { detail: 'Internal Error!' },
      }),
    });
    const { modal, onClose } = renderModal('case');
    expect(modal.getAllByRole('checkbox')).toHaveLength(REPORT_SECTIONS.case.length);
    fireEvent.click(modal.getByTestId('export-report-submit'));
    expect(await modal.findByText('Error downloading report. Please try again later.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot export without a section', () => {
    stubServer({});
    const { modal } = renderModal();
    for (const section of REPORT_SECTIONS.address) fireEvent.click(modal.getByLabelText(section.label));
    expect((modal.getByTestId('export-report-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
