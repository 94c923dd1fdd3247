import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { workspaceCall } from './helpers/api.ts';
import { newSession, signIn } from './helpers/browser.ts';
import { findColour, frameDeltas, percentile, syntheticTree } from './helpers/graph-probe.ts';
import { browserSuite } from './helpers/suite.ts';

/** The address page against the real server: header, counterparty summary, 'Why?', graph, side panel, snapshot. */
const PORTS = { first: 8150, last: 8157 };
const SHOTS = '/tmp/shots';
const MEGAHUB = demoObject(DEFAULT_DEMO_SEED, 'eth.megahub');
const DEX_USER = demoObject(DEFAULT_DEMO_SEED, 'eth.dex-user');
/** The Theft colour of the graph (lib/entity-colours.ts): the megahub's only Theft counterparty. */
const THEFT_RGB: [number, number, number] = [0xe0, 0x31, 0x31];

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;
let token: string;

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return workspaceCall(suite.server.baseUrl, token, method, path, body);
}

async function screen(identifier: string, currency: number): Promise<number> {
  const res = await call('POST', '/risk/api/v4/addresses/', { identifier, currency });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

const rowLabels = (direction: string) =>
  page.getByTestId(`summary-list-${direction}`).getByTestId('summary-row-label').allTextContents();
const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Edge = { sender: string; receiver: string; value: number; depth: number };
type Tree = { nodes: { id: string; type: string }[]; incoming_edges: Edge[]; outgoing_edges: Edge[] };

/** Nodes and links still connected to the origin through the links a filter keeps. */
function reachable(tree: Tree, keep: (edge: Edge) => boolean): { nodes: number; links: number } {
  const edges = [...tree.incoming_edges, ...tree.outgoing_edges].filter(keep);
  const reached = new Set(tree.nodes.filter((n) => n.type === 'origin').map((n) => n.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const e of edges) {
      if (reached.has(e.sender) !== reached.has(e.receiver)) {
        reached.add(e.sender);
        reached.add(e.receiver);
        grew = true;
      }
    }
  }
  return { nodes: reached.size, links: edges.filter((e) => reached.has(e.sender)).length };
}

let megahubId: number;
let dexUserId: number;

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('agent@demo.test'));
  megahubId = await screen(MEGAHUB.address, MEGAHUB.blockchain);
  dexUserId = await screen(DEX_USER.address, DEX_USER.blockchain);
});

describe('address page', () => {
  it('shows the header and the counterparty summary in both views, regrouped, filtered and explained', async () => {
    await page.goto(`/addresses/${megahubId}?workspace=demo`);
    await expect.poll(() => page.getByTestId('address-title').textContent()).toBe('0x79bfc7…f000a14f');
    expect(await page.getByTestId('address-full').textContent()).toBe(MEGAHUB.address);
    expect(await page.getByTestId('megahub-badge').isVisible()).toBe(true);
    await page.getByTestId('summary-row').first().waitFor();

    // Totals and rows agree with the server's rows.
    const incoming = (await (
      await call('GET', `/risk/api/v4/addresses/${megahubId}/tag-aggregated-incoming-values/`)
    ).json()) as { total_value_usd: number; tag_type_verbose: string; exposure_type: string }[];
    const total = incoming.reduce((s, r) => s + r.total_value_usd, 0);
    const direct = incoming
      .filter((r) => r.tag_type_verbose !== 'Unknown' && r.exposure_type === 'direct')
      .reduce((s, r) => s + r.total_value_usd, 0);
    const unknown = incoming
      .filter((r) => r.tag_type_verbose === 'Unknown')
      .reduce((s, r) => s + r.total_value_usd, 0);
    const totals = await page.getByTestId('summary-totals-incoming').textContent();
    expect(totals).toContain(usd(total));
    expect(totals).toContain(usd(direct));
    // Flow from Unknown is shown beside the exposure figures, so the three add up to the total.
    expect(totals).toContain(`Unknown${usd(unknown)}`);
    expect(await rowLabels('incoming')).toEqual(expect.arrayContaining(['Theft', 'Unknown']));
    expect(await rowLabels('outgoing')).toContain('Exchange');
    const shares = await page
      .getByTestId('summary-list-incoming')
      .getByTestId('summary-row-share')
      .allTextContents();
    // A share below 0.005 % reads '< 0.01%'.
    expect(shares.reduce((s, t) => s + Number.parseFloat(t.replace('< ', '')), 0)).toBeCloseTo(100, 0);
    for (const amount of await page.getByTestId('summary-row-usd').allTextContents()) {
      expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
    }
    await page.screenshot({ path: `${SHOTS}/address-page.png`, fullPage: true });
    await page.getByTestId('counterparty-summary').screenshot({ path: `${SHOTS}/address-summary-list.png` });

    // Grouping by entity name names the entities.
    await page.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'By Entity Name' }).click();
    await expect.poll(() => rowLabels('outgoing')).toContain('Northwind Exchange');
    expect(await rowLabels('incoming')).toContain('Bluefin Exchange Hack');

    // Filter by entity type, see the chip, Reset all.
    await page.getByTestId('counterparty-summary').getByRole('button', { name: 'Filter' }).click();
    const types = page.getByTestId('summary-filter').getByRole('combobox', { name: 'Entity Types' });
    await types.click();
    await page.getByRole('option', { name: 'Theft', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => rowLabels('incoming')).toEqual(['Bluefin Exchange Hack']);
    expect(await rowLabels('outgoing')).toEqual([]);
    expect(await page.getByTestId('summary-filter-chips').textContent()).toContain('Type: Theft');
    await page.getByRole('button', { name: 'Reset all' }).click();
    await expect.poll(() => rowLabels('outgoing')).toContain('Northwind Exchange');

    // Chart view: a donut per direction, 300 × 350, with worded tooltips.
    await page.getByText('Chart view').click();
    const chart = page.getByTestId('summary-chart-incoming');
    await chart.locator('.recharts-pie-sector').first().waitFor();
    expect(await chart.getAttribute('data-size')).toBe('300x350');
    expect(await page.getByTestId('summary-chart-outgoing').getAttribute('data-size')).toBe('300x350');
    // Every slice has its legend entry, small ones included.
    const incomingTypes = new Set(incoming.map((r) => r.tag_type_verbose || 'Unknown'));
    expect(await page.getByTestId('summary-legend-incoming').getByTestId('summary-legend-item').count()).toBe(
      incomingTypes.size,
    );
    // Hover the ring (the donut's centre holds the total): top of the ring of a 240 px donut 34 px thick.
    const svg = await chart.locator('svg.recharts-surface').first().boundingBox();
    await page.mouse.move(
      (svg?.x ?? 0) + (svg?.width ?? 0) / 2,
      (svg?.y ?? 0) + (svg?.height ?? 0) / 2 - 103,
    );
    await expect
      .poll(() => page.getByTestId('summary-chart-tooltip').first().textContent())
      .toMatch(/^Received US\$ [\d,]+\.\d{2} from \S/);
    await page.getByTestId('counterparty-summary').screenshot({ path: `${SHOTS}/address-summary-chart.png` });

    // 'Why?' on the indirect Exchange exposure: the paths behind the figure.
    await page.getByText('List view').click();
    await page.getByRole('button', { name: 'Why? Northwind Exchange indirect' }).click();
    const drawer = page.getByTestId('explanation-drawer');
    await drawer.getByTestId('explanation-path').first().waitFor();
    expect(await drawer.getByTestId('explanation-path').count()).toBeGreaterThan(0);
    expect(await drawer.getByTestId('explanation-coverage').textContent()).toMatch(
      /paths? explain \$[\d,.]+ of \$/,
    );
    expect(await drawer.getByTestId('explanation-step').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/address-why.png` });
    await page.keyboard.press('Escape');
  });

  it('filters the graph, opens the side panel of a node and downloads a snapshot', async () => {
    await page.goto(`/addresses/${megahubId}?workspace=demo`);
    const graph = page.getByTestId('graph-workspace');
    const counts = graph.getByTestId('graph-counts');
    await expect.poll(() => counts.textContent()).toMatch(/^\d+ nodes? · \d+ links?/);
    const full = await counts.textContent();
    expect(full).toMatch(/^\d+ nodes/);
    await page.locator('[data-layout="settled"]').waitFor({ timeout: 30_000 });

    // Hops beyond the tree's depth are refused.
    const tree = (await (
      await call('GET', `/risk/api/v4/addresses/${megahubId}/investigation-tree/`)
    ).json()) as Tree;
    await graph.getByRole('button', { name: 'Filter' }).click();
    const filter = graph.getByTestId('graph-filter');
    await filter.getByLabel('Hops').fill('9');
    await expect.poll(() => filter.getByText(/Hops must be between 1 and \d/).count()).toBe(1);
    expect(await filter.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    // One hop and a minimum value keep what the same rule computed here keeps.
    const firstHop = [...tree.incoming_edges, ...tree.outgoing_edges].filter((e) => e.depth === 1);
    const minUsd = Math.round(
      firstHop.map((e) => e.value).sort((a, b) => a - b)[Math.floor(firstHop.length / 2)] ?? 1,
    );
    await filter.getByLabel('Hops').fill('1');
    await filter.getByLabel('Min USD').fill(String(minUsd));
    await filter.getByRole('button', { name: 'Apply' }).click();
    const kept = reachable(tree, (e) => e.depth <= 1 && e.value >= minUsd);
    await expect.poll(() => counts.textContent()).toBe(graphCounts(kept.nodes, kept.links));
    expect(kept.nodes).toBeLessThan(tree.nodes.length);
    await filter.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => counts.textContent()).toBe(full);
    // Entity types apply by themselves after 3 s: the Theft counterparty and the address.
    await filter.getByRole('combobox', { name: 'Entity Types' }).click();
    await page.getByRole('option', { name: 'Theft', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1000);
    expect(await counts.textContent()).toBe(full);
    await expect.poll(() => counts.textContent(), { timeout: 6000 }).toBe('2 nodes · 1 link');
    await page.getByTestId('investigation-graph').screenshot({ path: `${SHOTS}/address-graph-filtered.png` });
    await filter.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => counts.textContent()).toBe(full);
    await filter.getByRole('button', { name: 'Close' }).click();
    await page.locator('[data-layout="settled"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(600); // the fit animation

    // Captions drawn before a node is opened: closing its panel must bring them back (they once vanished).
    const graphCanvas = graph.getByTestId('graph-canvas');
    const captionsBefore = Number(await graphCanvas.getAttribute('data-captions'));
    expect(captionsBefore).toBeGreaterThan(0);

    // Click the Theft node: its side panel lists the transactions it sent to the address.
    const canvas = graph.locator('canvas').first();
    const theft = await findColour(canvas, THEFT_RGB);
    expect(theft).not.toBeNull();
    await page.mouse.click(theft?.x ?? 0, theft?.y ?? 0);
    const panel = page.getByTestId('graph-side-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Bluefin Exchange Hack');
    await panel.getByTestId('panel-transactions').locator('tbody tr').first().waitFor();
    const amount = await panel.getByTestId('panel-amount').first().textContent();
    expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
    // The table fits the panel: nothing scrolls sideways, the date's time (AM/PM) is shown whole.
    const table = panel.getByTestId('panel-transactions');
    const overflow = await table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await panel.getByTestId('panel-date').first().textContent()).toMatch(/\d{4}\d{1,2}:\d{2} [AP]M$/);
    // The clicked node was panned clear of the panel: it is drawn left of it.
    const panelBox = await panel.boundingBox();
    await expect
      .poll(async () => (await findColour(canvas, THEFT_RGB))?.x ?? Number.POSITIVE_INFINITY, {
        timeout: 3000,
      })
      .toBeLessThan(panelBox?.x ?? 0);
    // The legend is a strip under the canvas, not over it.
    const legendBox = await graph.getByTestId('graph-legend').boundingBox();
    const canvasBox = await canvas.boundingBox();
    expect(legendBox?.y ?? 0).toBeGreaterThanOrEqual((canvasBox?.y ?? 0) + (canvasBox?.height ?? 0));
    expect(await panel.getByTestId('tracker-link').textContent()).toBe('Investigate on Tracker');
    await page.screenshot({ path: `${SHOTS}/address-graph-panel.png` });
    await panel.getByRole('button', { name: 'Close panel' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.mouse.move(5, 5); // away from the node, so no hover forces a caption
    await expect
      .poll(async () => Number(await graphCanvas.getAttribute('data-captions')), { timeout: 5000 })
      .toBeGreaterThanOrEqual(captionsBefore);
    await page
      .getByTestId('investigation-graph')
      .screenshot({ path: `${SHOTS}/address-graph-after-panel.png` });

    // Snapshot: a PNG named after the identifier.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      graph.getByRole('button', { name: 'Take snapshot' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${MEGAHUB.address}.png`);
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    await page.getByText('Image downloaded successfully').waitFor();
    await page.getByTestId('investigation-graph').screenshot({ path: `${SHOTS}/address-graph.png` });
  });

  it('keeps a 500-node graph responsive (frame timings reported, not asserted)', async () => {
    const tree = syntheticTree(500, DEX_USER.address);
    await page.route(`**/risk/api/v4/addresses/${dexUserId}/investigation-tree/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(tree) }),
    );
    await page.goto(`/addresses/${dexUserId}?workspace=demo`);
    await page.getByTestId('graph-intro').getByText('Create Investigation graph').waitFor();
    const graph = page.getByTestId('investigation-graph');
    await graph.scrollIntoViewIfNeeded();
    // Long tasks (main thread blocked over 50 ms) from building the graph to the end of the interaction.
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect
      .poll(() => graph.getByTestId('graph-counts').textContent())
      .toMatch(/^500 nodes · 499 links/);
    // While the layout runs: the heaviest phase (simulation ticks and a redraw every frame).
    const running = await frameDeltas(page, 3000);
    await page.locator('[data-layout="settled"]').waitFor({ timeout: 40_000 });
    const settleMs = Date.now() - started;
    await page.waitForTimeout(1000);

    const idle = await frameDeltas(page, 3000);
    const box = await graph.locator('canvas').first().boundingBox();
    const cx = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    const cy = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    // Panning and zooming for 3 s: the canvas redraws every frame.
    const panning = await frameDeltas(page, 3000, async () => {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 0; i < 40; i++) {
        await page.mouse.move(cx + 150 * Math.sin(i / 6), cy + 80 * Math.cos(i / 6));
        await page.waitForTimeout(40);
      }
      await page.mouse.up();
      for (let i = 0; i < 12; i++) {
        await page.mouse.wheel(0, i % 2 === 0 ? -120 : 120);
        await page.waitForTimeout(40);
      }
    });
    const report = (name: string, d: number[]) =>
      `${name}: ${d.length} frames, p50 ${percentile(d, 50).toFixed(1)} ms, p95 ${percentile(d, 95).toFixed(1)} ms, max ${Math.max(...d).toFixed(1)} ms`;
    console.log(`[500-node graph] layout settled ${settleMs} ms after Get Started`);
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    console.log(`[500-node graph] ${report('layout running', running)}`);
    console.log(`[500-node graph] ${report('idle', idle)}`);
    console.log(`[500-node graph] ${report('pan+zoom', panning)}`);
    console.log(
      `[500-node graph] long tasks: ${longTasks.length}, longest ${Math.max(0, ...longTasks).toFixed(0)} ms`,
    );
    expect(idle.length).toBeGreaterThan(0);
    await graph.screenshot({ path: `${SHOTS}/address-graph-500.png` });
    await page.unroute(`**/risk/api/v4/addresses/${dexUserId}/investigation-tree/**`);
  });

  it('tells a failed screening and archives the address', async () => {
    await page.goto(`/addresses/${dexUserId}?workspace=demo&screen=false`);
    await page.getByTestId('screen-failed').waitFor();
    expect(await page.getByTestId('screen-failed').textContent()).toBe(
      'Failed to screen this address. Please try again later',
    );
    await page.getByTestId('risk-level').hover();
    await expect.poll(() => page.getByTestId('risk-popover').textContent()).toContain('Last screened');

    await page.getByRole('button', { name: 'Address actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('This Address has been Archived.').waitFor();
    await page.waitForURL(/\/addresses\?/);
    expect((await call('GET', `/risk/api/v4/addresses/${dexUserId}/`)).status).toBe(404);

    // The workspace's archive history (an admin's settings page) tells who archived it, from where.
    const admin = await newSession(suite.browser, suite.server.baseUrl);
    try {
      await signIn(admin.page, 'admin@demo.test');
      await admin.page.goto('/settings/workspace/archive-history?workspace=demo');
      await admin.page.getByRole('heading', { name: 'Archive History' }).waitFor();
      await admin.page.getByLabel('Search by identifier').fill(DEX_USER.address.slice(2, 14).toUpperCase());
      await expect.poll(() => admin.page.getByTestId('archive-history-count').textContent()).toBe('1 result');
      const row = admin.page.getByRole('row').filter({ hasText: 'Web App' });
      expect(await row.textContent()).toMatch(/Web App.*Address.*Ethereum/);
      expect(await row.textContent()).toContain(
        (await call('GET', '/profile/api/v1/team-members/me/').then((r) => r.json())).first_name,
      );
    } finally {
      await admin.context.close();
    }
  });
});

/** The graph's counts line, in the singular where the count is one. */
function graphCounts(nodes: number, links: number): string {
  return `${nodes} node${nodes === 1 ? '' : 's'} · ${links} link${links === 1 ? '' : 's'}`;
}
