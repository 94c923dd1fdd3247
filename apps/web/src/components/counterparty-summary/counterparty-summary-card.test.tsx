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
    expect(screen.getByTestId('summary-totals-outgoing').textContent).toContain('Total Outgoing$800.00');
    expect(labels('incoming')).toEqual(['Exchange', 'Darknet', 'Unknown']);
    const first = screen.getAllByTestId('summary-row')[0] as HTMLElement;
    expect(within(first).getByTestId('summary-row-usd').textContent).toBe('$2,500.50');
    expect(within(first).getByTestId('summary-row-share').textContent).toBe('50.01%');
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
