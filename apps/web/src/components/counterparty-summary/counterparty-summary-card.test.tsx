import type { CounterpartySummaryRowDto } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CounterpartySummaryCard } from './counterparty-summary-card.tsx';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

const row = (
  type: string,
  subtype: string,
  name: string,
  exposure: 'direct' | 'indirect',
  usd: number,
): CounterpartySummaryRowDto => ({
  tag_type_verbose: type,
  tag_subtype_verbose: subtype,
  tag_name_verbose: name,
  exposure_type: exposure,
  total_value_usd: usd,
  entity_id: name === 'Unknown' ? null : name,
});

const incoming = [
  row('Exchange', 'Centralized Exchange', 'Northwind', 'direct', 2500.5),
  row('Darknet', 'Darknet Market', 'Nightshade', 'indirect', 1499.5),
  row('Unknown', 'Unknown', 'Unknown', 'direct', 1000),
];
const outgoing = [row('DeFi', 'Decentralized Exchange', 'Riverbend Swap', 'direct', 800)];

/** The chart view loads recharts lazily: the first import can take seconds on a busy machine. */
const CHART_LOAD = { timeout: 10_000 };

const labels = (direction: string) =>
  within(screen.getByTestId(`summary-list-${direction}`))
    .queryAllByTestId('summary-row-label')
    .map((el) => el.textContent);

describe('CounterpartySummaryCard', () => {
  it('shows totals, exposure and rows with USD and taint percent', () => {
    renderWithProviders(<CounterpartySummaryCard incoming={incoming} outgoing={outgoing} />);
    const totals = screen.getByTestId('summary-totals-incoming');
    expect(totals.textContent).toContain('Total Incoming$5,000.00');
    expect(totals.textContent).toContain('Direct Exposure$2,500.50');
    expect(totals.textContent).toContain('Indirect Exposure$1,499.50');
    expect(totals.textContent).toContain('Unknown$1,000.00');
    expect(screen.getByTestId('summary-totals-outgoing').textContent).toContain('Total Outgoing$800.00');
    expect(screen.getByTestId('summary-totals-outgoing').textContent).toContain('Unknown$0.00');
    expect(labels('incoming')).toEqual(['Exchange', 'Darknet', 'Unknown']);
    const first = screen.getAllByTestId('summary-row')[0] as HTMLElement;
    expect(within(first).getByTestId('summary-row-usd').textContent).toBe('$2,500.50');
    expect(within(first).getByTestId('summary-row-share').textContent).toBe('50.01%');
  });

  it('shows flow to Unknown beside the exposure figures, so they add up to the total', () => {
    // /addresses/39: everything sent went to Unknown, directly.
    const unknownOnly = [row('Unknown', 'Unknown', 'Unknown', 'direct', 21091.77)];
    renderWithProviders(<CounterpartySummaryCard incoming={[]} outgoing={unknownOnly} />);
    const totals = screen.getByTestId('summary-totals-outgoing');
    expect(totals.textContent).toContain('Total Outgoing$21,091.77');
    expect(totals.textContent).toContain('Direct Exposure$0.00');
    expect(totals.textContent).toContain('Indirect Exposure$0.00');
    expect(totals.textContent).toContain('Unknown$21,091.77');
    // An empty direction shows the tables' empty text.
    expect(within(screen.getByTestId('summary-list-incoming')).getByTestId('table-empty').textContent).toBe(
      'Nothing to see over hereNo incoming counterparties',
    );
  });

  it('names a label that rows list under another type (an exchange also sanctioned), and only then', () => {
    const category = (type: string, usd: number) => ({
      tag_type_verbose: type,
      direct: usd,
      indirect: 0,
      total_value_usd: usd,
    });
    renderWithProviders(
      <CounterpartySummaryCard
        incoming={incoming}
        outgoing={outgoing}
        categories={{
          incoming: [
            category('Exchange', 2500.5),
            category('Sanctions', 2500.5),
            category('Darknet', 1499.5),
          ],
          outgoing: [category('DeFi', 800)],
        }}
      />,
    );
    expect(screen.getByTestId('summary-labels-beyond-incoming').textContent).toBe(
      'Incoming: counterparties listed above under their main label also carry Sanctions $2,500.50. Rules count every label.',
    );
    expect(screen.queryByTestId('summary-labels-beyond-outgoing')).toBeNull();
  });

  it('regroups by entity name and filters by name, with a chip and Reset all', async () => {
    renderWithProviders(<CounterpartySummaryCard incoming={incoming} outgoing={outgoing} />);
    fireEvent.click(screen.getByDisplayValue('By Entity Type'));
    fireEvent.click(await screen.findByRole('option', { name: 'By Entity Name' }));
    await waitFor(() => expect(labels('incoming')).toEqual(['Northwind', 'Nightshade', 'Unknown']));

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.change(await screen.findByLabelText('Entity Name'), { target: { value: 'night' } });
    await waitFor(() => expect(labels('incoming')).toEqual(['Nightshade']));
    expect(labels('outgoing')).toEqual([]);
    expect(screen.getByTestId('summary-filter-chips').textContent).toContain('Name: night');

    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    await waitFor(() => expect(labels('incoming')).toEqual(['Northwind', 'Nightshade', 'Unknown']));
    expect(screen.queryByTestId('summary-filter-chips')).toBeNull();
  });

  it('says when the totals cover the cluster of the address, and not otherwise', () => {
    const { unmount } = renderWithProviders(
      <CounterpartySummaryCard incoming={incoming} outgoing={outgoing} clusterSize={1319} />,
    );
    expect(screen.getByTestId('summary-cluster-note').textContent).toBe(
      "Totals cover the cluster of this address: 1,319 addresses, so they exceed the address's own received and sent totals.",
    );
    unmount();
    renderWithProviders(<CounterpartySummaryCard incoming={incoming} outgoing={outgoing} clusterSize={1} />);
    expect(screen.queryByTestId('summary-cluster-note')).toBeNull();
  });

  it('lists every slice of a donut in its legend, small ones included', async () => {
    const many = [
      row('Exchange', 'Centralized Exchange', 'Northwind', 'direct', 130_000_000),
      row('Extortion', 'Ransomware', 'LockJaw', 'indirect', 1_300_000),
      row('Unknown', 'Unknown', 'Unknown', 'indirect', 1_100_000),
      row('Service', 'Payment Processor', 'Paylane', 'indirect', 250_000),
      row('Gambling', 'Online Casino', 'Lucky', 'indirect', 42_000),
      row('Darknet', 'Darknet Market', 'Nightshade', 'indirect', 32_000),
      row('Coin Mixer', 'Mixer', 'Blender', 'indirect', 15_000),
      row('Donation', 'Charity', 'Giving', 'indirect', 10_000),
      row('Scam', 'Fake Giveaway', 'Gift', 'indirect', 5),
    ];
    renderWithProviders(<CounterpartySummaryCard incoming={incoming} outgoing={many} />);
    fireEvent.click(screen.getByText('Chart view'));
    const legend = await screen.findByTestId('summary-legend-outgoing', {}, CHART_LOAD);
    const items = within(legend).getAllByTestId('summary-legend-item');
    expect(items.map((item) => item.textContent?.replace(/[\d.<% ]+$/, ''))).toEqual([
      'Exchange',
      'Extortion',
      'Unknown',
      'Service',
      'Gambling',
      'Darknet',
      'Coin Mixer',
      'Donation',
      'Scam',
    ]);
    expect(items.at(-1)?.textContent).toBe('Scam< 0.01%');
    expect(screen.getByTestId('summary-chart-outgoing').getAttribute('data-size')).toBe('300x350');
  });

  it('shows the whole of a long entity name in the legend on hover', async () => {
    const long = 'Fogbank Privacy Mixing Service International';
    const named = [row('Coin Mixer', 'Mixer', long, 'indirect', 1200)];
    renderWithProviders(<CounterpartySummaryCard incoming={[]} outgoing={named} />);
    fireEvent.click(screen.getByDisplayValue('By Entity Type'));
    fireEvent.click(await screen.findByRole('option', { name: 'By Entity Name' }));
    fireEvent.click(screen.getByText('Chart view'));
    const item = await screen.findByTestId('summary-legend-item', {}, CHART_LOAD);
    fireEvent.mouseEnter(item);
    expect((await screen.findByRole('tooltip')).textContent).toBe(`${long}: $1,200.00`);
  });

  it('shows the 400 text, or the generic error otherwise', () => {
    const { unmount } = renderWithProviders(
      <CounterpartySummaryCard
        incoming={undefined}
        outgoing={undefined}
        error={new ApiError(400, { detail: 'Summary unavailable for this chain' })}
      />,
    );
    expect(screen.getByTestId('summary-error').textContent).toBe('Summary unavailable for this chain');
    unmount();
    renderWithProviders(
      <CounterpartySummaryCard incoming={undefined} outgoing={undefined} error={new ApiError(500, null)} />,
    );
    expect(screen.getByTestId('summary-error').textContent).toBe(
      'Error while loading the counterparty summary',
    );
  });
});
