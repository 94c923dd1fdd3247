import { type EntityAuditEventDto, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { type Call, routeOf, stubServer } from '../../test/stub-server.ts';
import { EntityAuditLog } from './entity-audit-log.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = routeOf(endpoints.addresses.auditLogs, { id: 7 });
const at = '2026-03-01T23:30:00.000Z';
const EVENTS: EntityAuditEventDto[] = [
  {
    id: 9,
    type: 'alert_opened',
    type_verbose: 'Alert Opened',
    created_at: at,
    by_user_name: 'System',
    context: { alert_id: 31, rule_name: 'Sanctions exposure', level: 5, source: 'system' },
  },
  {
    id: 8,
    type: 'rescreened',
    type_verbose: 'Rescreened',
    created_at: at,
    by_user_name: 'Adam Admin',
    context: { previous_risk_level: 0, risk_level: 5, source: 'api' },
  },
  {
    id: 7,
    type: 'comment_added',
    type_verbose: 'Comment Added',
    created_at: at,
    by_user_name: 'Ann Agent',
    context: {
      comment_id: 3,
      excerpt: 'Hot wallet of Example Exchange',
      file_name: 'kyc.pdf',
      source: 'web',
    },
  },
  {
    id: 6,
    type: 'custom_tags_changed',
    type_verbose: 'Custom Tags Changed',
    created_at: at,
    by_user_name: 'Ann Agent',
    context: { added: ['Watched desk'], removed: ['Cold storage'], source: 'web', destination_tag: 12 },
  },
  {
    id: 5,
    type: 'screened',
    type_verbose: 'Screened',
    created_at: '2026-02-01T08:00:00.000Z',
    by_user_name: 'Ann Agent',
    context: { risk_level: 0, source: 'web' },
  },
];

const page = (results: EntityAuditEventDto[], count = results.length) => ({
  status: 200,
  body: { count, next: null, previous: null, results },
});
/** The log of address 7, in UTC. */
const renderAddressLog = () => renderWithProviders(<EntityAuditLog type="address" id="7" timeZone="UTC" />);

/** What the monitor logs on the address's critical 'Sanctions exposure' alert #31. */
const BY_SYSTEM = { created_at: at, by_user_name: 'System' };
const ALERT_31 = { alert_id: 31, rule_name: 'Sanctions exposure', level: 5, source: 'system' } as const;

const rowTexts = () =>
  screen.getAllByTestId('table-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
const lastCall = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/audit-logs/')).at(-1)?.query;

describe('the audit log of an entity', () => {
  it('lists each event with its details, who did it and when, in the profile time zone', async () => {
    const { calls } = stubServer({ [PATH]: () => page(EVENTS) });
    renderWithProviders(<EntityAuditLog type="address" id="7" timeZone="Europe/Berlin" />);
    await screen.findByText('Sanctions exposure');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Event',
      'Details',
      'By',
      'Date',
    ]);
    expect(rowTexts()).toEqual([
      ['Alert Opened', 'Sanctions exposureCriticalAlert #31', 'System', 'Mar 2, 2026 12:30 AM'],
      ['Rescreened', 'Risk levelNo RiskCritical', 'Adam AdminAPI', 'Mar 2, 2026 12:30 AM'],
      ['Comment Added', '“Hot wallet of Example Exchange”kyc.pdf', 'Ann Agent', 'Mar 2, 2026 12:30 AM'],
      [
        'Custom Tags Changed',
        'AddedWatched deskRemovedCold storageDestination tag 12',
        'Ann Agent',
        'Mar 2, 2026 12:30 AM',
      ],
      ['Screened', 'Risk levelNo Risk', 'Ann Agent', 'Feb 1, 2026 9:00 AM'],
    ]);
    expect([
      lastCall(calls)?.get('offset'),
      lastCall(calls)?.get('limit'),
      lastCall(calls)?.has('type'),
    ]).toEqual(['0', '20', false]);
  });

  it('says why a re-screen lowered the risk when a list delisted the address', async () => {
    const rescreen: EntityAuditEventDto = {
      id: 10,
      type: 'rescreened',
      type_verbose: 'Rescreened',
      created_at: at,
      by_user_name: 'Ann Agent',
      context: {
        previous_risk_level: 5,
        risk_level: 0,
        reason: 'delisted from OFAC SDN on 2025-03-21',
        source: 'web',
      },
    };
    stubServer({ [PATH]: () => page([rescreen]) });
    renderAddressLog();
    expect(await screen.findByText('delisted from OFAC SDN on 2025-03-21')).toBeTruthy();
    expect(rowTexts()[0]?.[1]).toBe('Risk levelCriticalNo Riskdelisted from OFAC SDN on 2025-03-21');
  });

  it('shows an alert the system closed when its rule stopped firing, with the stage and the reason', async () => {
    const closed: EntityAuditEventDto = {
      id: 11,
      type: 'alert_closed',
      type_verbose: 'Alert Closed',
      ...BY_SYSTEM,
      context: {
        ...ALERT_31,
        stage: 'Closed – Auto-resolved',
        reason: 'Rule no longer fires on re-screening: delisted from OFAC SDN on 2025-03-21',
      },
    };
    stubServer({ [PATH]: () => page([closed]) });
    renderAddressLog();
    await screen.findByText('Sanctions exposure');
    expect(rowTexts()[0]).toEqual([
      'Alert Closed',
      'Sanctions exposureCriticalAlert #31 → Closed – Auto-resolvedRule no longer fires on re-screening: delisted from OFAC SDN on 2025-03-21',
      'System',
      'Mar 1, 2026 11:30 PM',
    ]);
  });

  it('says why the monitor screened when it added an alert item', async () => {
    const added: EntityAuditEventDto = {
      id: 12,
      type: 'alert_item_added',
      type_verbose: 'Alert Item Added',
      ...BY_SYSTEM,
      context: {
        ...ALERT_31,
        reason: 'New funds received: 5 ETH from 0xabc (Lazarus Group) to 0xdef in transaction 0x123',
      },
    };
    stubServer({ [PATH]: () => page([added]) });
    renderAddressLog();
    expect((await screen.findByTestId('audit-event-reason')).textContent).toBe(
      'Why: New funds received: 5 ETH from 0xabc (Lazarus Group) to 0xdef in transaction 0x123',
    );
  });

  it("says 'Nothing to see over here' when nothing happened yet", async () => {
    stubServer({ [PATH]: () => page([]) });
    renderAddressLog();
    expect(await screen.findByText('Nothing to see over here')).toBeTruthy();
  });

  it("says 'Error Loading Data' when the log cannot be read", async () => {
    stubServer({ [PATH]: () => ({ status: 500, body: { detail: 'Internal Error!' } }) });
    renderAddressLog();
    expect(await screen.findByText('Error Loading Data')).toBeTruthy();
  });

  it('pages 20 at a time', async () => {
    const { calls } = stubServer({
      [PATH]: ({ url }) =>
        page(url.searchParams.get('offset') === '20' ? EVENTS.slice(4) : EVENTS.slice(0, 4), 21),
    });
    renderAddressLog();
    await screen.findByText('Sanctions exposure');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect([lastCall(calls)?.get('offset'), lastCall(calls)?.get('limit')]).toEqual(['20', '20']);
  });

  it('filters by event type, from the first page, offering only the events the object can have', async () => {
    const { calls } = stubServer({
      [PATH]: ({ url }) =>
        page(
          EVENTS.filter((e) => (url.searchParams.get('type') ?? e.type).split(',').includes(e.type)),
          21,
        ),
      [routeOf(endpoints.transactions.auditLogs, { id: 8 })]: () => page([]),
    });
    renderAddressLog();
    await screen.findByText('Sanctions exposure');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastCall(calls)?.get('offset')).toBe('20'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Event type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Comment Added' }));
    await waitFor(() => expect(lastCall(calls)?.get('type')).toBe('comment_added'));
    expect(lastCall(calls)?.get('offset')).toBe('0');
    await waitFor(() => expect(rowTexts().map((r) => r[0])).toEqual(['Comment Added']));

    fireEvent.click(await screen.findByRole('option', { name: 'Screened' }));
    await waitFor(() => expect(lastCall(calls)?.get('type')).toBe('comment_added,screened'));
  });

  it('offers a transaction only the events a transaction can have', async () => {
    stubServer({ [routeOf(endpoints.transactions.auditLogs, { id: 8 })]: () => page([]) });
    renderWithProviders(<EntityAuditLog type="transaction" id="8" timeZone="UTC" />);
    await screen.findByText('Nothing to see over here');
    fireEvent.click(screen.getByRole('combobox', { name: 'Event type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Screened',
      'Rescreened',
      'Archived',
      'Alert Opened',
      'Alert Item Added',
      'Alert Closed',
    ]);
  });
});
