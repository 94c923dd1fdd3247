import type { ExposureExplanationDto } from '@riskscreen/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ExplanationDrawer } from './explanation-drawer.tsx';
import type { SummaryDirection, SummaryGroup } from './summary-model.ts';

const group: SummaryGroup = {
  key: 'Unknown:indirect',
  label: 'Unknown',
  type: 'Unknown',
  exposureType: 'indirect',
  valueUsd: 100,
  share: 1,
  entityIds: [null],
  isExplainable: true,
};

function figure(direction: SummaryDirection, paths: number): ExposureExplanationDto {
  const path = {
    value: 50,
    origin: '0x52908400098527886e0f7030069857d2e4169ee7',
    end: 'dead_end',
    steps: [{ address: '0x8ba1f109551bd432803012645ac136ddd64dba72', hop: 1, share: 1, value: 50 }],
  };
  return {
    direction,
    entityId: null,
    exposureType: 'indirect',
    value: 100,
    explainedValue: 50 * paths,
    paths: Array.from({ length: paths }, () => path),
  };
}

function open(direction: SummaryDirection, paths: number) {
  renderWithProviders(
    <ExplanationDrawer
      source={{ queryKey: ['explain', direction, paths], load: async () => [figure(direction, paths)] }}
      target={{ direction, group }}
      onClose={() => {}}
    />,
  );
}

describe("the 'Why?' drawer's words", () => {
  it('counts one path and one hop in the singular, and says a dead end traced back has no earlier flow', async () => {
    open('incoming', 1);
    expect(await screen.findByText(/^1 path explains/)).toBeTruthy();
    expect(screen.getByText('1 hop · has no earlier flow')).toBeTruthy();
    expect(screen.queryByText(/\(later\)/)).toBeNull();
  });

  it('counts paths in the plural, and says a dead end traced forward has no later flow', async () => {
    open('outgoing', 2);
    expect(await screen.findByText(/^2 paths explain /)).toBeTruthy();
    expect(screen.getAllByText('1 hop · has no later flow')).toHaveLength(2);
  });
});
