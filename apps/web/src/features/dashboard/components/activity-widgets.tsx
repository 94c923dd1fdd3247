import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { groupDigits } from '../../../lib/format.ts';
import { type DashboardRequest, useDashboardData } from '../api.ts';
import { type CurrencyFilter, currencyRows, POLICY_MARK, ruleBars } from './chart-data.ts';
import { retryOf, WidgetCard, widgetState } from './widget-card.tsx';

/** Spec part 1 §9: the top rules chart shows 10. */
const TOP_RULES = 10;
const RULE_ROW = 30;
const NAME_WIDTH = 270;

/** The rules that fired most in the period, most first. */
export function TopRulesWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('rules', request);
  const rules = ruleBars((query.data?.rules_summary ?? []).slice(0, TOP_RULES));
  const height = Math.max(240, rules.length * RULE_ROW + 40);
  return (
    <WidgetCard
      title="Top Rules Triggered"
      testId="top-rules"
      onRetry={retryOf(query)}
      state={widgetState(query, rules.length === 0)}
      height={240}
    >
      <BarChart
        h={height}
        data={rules}
        dataKey="rule"
        orientation="vertical"
        series={[{ name: 'Alerts', color: 'indigo.6' }]}
        valueFormatter={groupDigits}
        yAxisProps={{ width: NAME_WIDTH, interval: 0, tick: RuleTick }}
        xAxisProps={{ allowDecimals: false }}
        barProps={{ isAnimationActive: false, maxBarSize: 22 }}
        gridAxis="none"
        withBarValueLabel
      />
    </WidgetCard>
  );
}

/** Characters of a rule name that fit the axis on one line. */
const NAME_CHARS = 40;

/**
 * A rule name on one line, cut to fit the axis, with its policy on a second, smaller line when the label names one;
 * hovering shows it whole (so does the bar's tooltip).
 */
function RuleTick({
  x,
  y,
  payload,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  const label = String(payload?.value ?? '');
  const [name = '', policy] = label.split(POLICY_MARK);
  const cut = (text: string) => (text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS - 1)}…` : text);
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="end" fill="var(--mantine-color-dimmed)">
      <title>{label}</title>
      <tspan x={Number(x)} dy={policy ? -2 : 4} fontSize={12}>
        {cut(name)}
      </tspan>
      {policy && (
        <tspan x={Number(x)} dy={12} fontSize={10}>
          {cut(policy)}
        </tspan>
      )}
    </text>
  );
}

const FILTERS: { value: CurrencyFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'addresses', label: 'Addresses' },
];
const HEIGHT = 240;

/** Screenings in the period per chain: of addresses, of transactions, or both. */
export function ScreeningByCurrencyWidget({ request }: { request: DashboardRequest }) {
  const [filter, setFilter] = useState<CurrencyFilter>('all');
  const query = useDashboardData('entities', request);
  const summary = query.data?.entities_summary;
  const rows = currencyRows(
    summary?.address_currency_count ?? [],
    summary?.transaction_currency_count ?? [],
    filter,
  );
  const series = [
    ...(filter !== 'transactions' ? [{ name: 'Addresses', color: 'blue.6' }] : []),
    ...(filter !== 'addresses' ? [{ name: 'Transactions', color: 'grape.6' }] : []),
  ];
  return (
    <WidgetCard
      title="Screening by Currency"
      testId="screening-by-currency"
      onRetry={retryOf(query)}
      state={widgetState(query, rows.length === 0)}
      height={HEIGHT}
      controls={
        <SegmentedControl
          size="xs"
          data={FILTERS}
          value={filter}
          onChange={(value) => setFilter(value as CurrencyFilter)}
          data-testid="currency-filter"
        />
      }
    >
      <BarChart
        h={HEIGHT}
        data={rows}
        dataKey="chain"
        type="stacked"
        series={series}
        valueFormatter={groupDigits}
        withLegend={filter === 'all'}
        yAxisProps={{ allowDecimals: false }}
        xAxisProps={{ interval: 0 }}
        barProps={{ isAnimationActive: false, maxBarSize: 48 }}
      />
      <Text size="xs" c="dimmed" ta="right">
        Screenings in the period
      </Text>
    </WidgetCard>
  );
}
