import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { RiskLevelBadge, RiskLevelTag } from './risk-level-badge.tsx';

const SCREENED = '2026-01-02T10:00:00.000Z';

async function hover() {
  fireEvent.mouseEnter(screen.getByTestId('risk-level'));
  return screen.findByTestId('risk-popover');
}

describe('the risk level of an entity page', () => {
  it('shows the level, and on hover the failed screening and when it was last screened', async () => {
    renderWithProviders(
      <RiskLevelBadge level={4} lastScreenedTime={SCREENED} timeZone="UTC" failureText="Failed to screen" />,
    );
    expect(screen.getByTestId('risk-level').textContent).toBe('High Risk');
    const popover = await hover();
    expect(popover.textContent).toContain('Failed to screen');
    expect(popover.textContent).toContain('Last screened');
    expect(screen.queryByTestId('risk-rule')).toBeNull();
  });

  it('names the first five rules that set the level and counts the rest', async () => {
    const rules = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => `Rule ${name}`);
    renderWithProviders(
      <RiskLevelBadge
        level={5}
        lastScreenedTime={SCREENED}
        timeZone="UTC"
        reasons={{ rules, unavailableText: null }}
      />,
    );
    await hover();
    expect(screen.getAllByTestId('risk-rule').map((rule) => rule.textContent)).toEqual(rules.slice(0, 5));
    expect(screen.getByText('and 2 more')).toBeTruthy();
  });

  it('says when the rules could not be read, naming none', async () => {
    renderWithProviders(
      <RiskLevelBadge
        level={3}
        lastScreenedTime={SCREENED}
        timeZone="UTC"
        reasons={{ rules: ['Rule A'], unavailableText: 'Unable to load risk level information.' }}
      />,
    );
    await hover();
    expect(screen.getByTestId('risk-info-unavailable').textContent).toBe(
      'Unable to load risk level information.',
    );
    expect(screen.queryByTestId('risk-rule')).toBeNull();
  });

  it('says No data, not No Risk, for a level computed without chain data, and why on hover', async () => {
    const why = 'No chain data: this installation holds no Ethereum data.';
    renderWithProviders(
      <RiskLevelBadge
        level={0}
        lastScreenedTime={SCREENED}
        timeZone="UTC"
        coverage={{ dataCoverage: 'no_chain_data', text: why }}
      />,
    );
    expect(screen.getByTestId('risk-level').textContent).toBe('No data');
    await hover();
    expect(screen.getByTestId('risk-data-coverage').textContent).toBe(why);
  });

  it('keeps a level a rule set, and No Risk where the chain data was read', () => {
    renderWithProviders(
      <>
        <RiskLevelTag level={4} coverage="no_chain_data" />
        <RiskLevelTag level={0} coverage="chain_data" />
        <RiskLevelTag level={0} coverage="sanctions_only" />
      </>,
    );
    expect(screen.getAllByTestId('risk-tag').map((tag) => tag.textContent)).toEqual([
      'High',
      'No Risk',
      'No data',
    ]);
  });
});
