import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LINKS } from '../../lib/links.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import GuideRoute from './guide.tsx';

describe('the Product Guide', () => {
  it("is the product's own guide, not the API reference, unless the operator publishes one", () => {
    expect(LINKS.productGuide).toBe('/guide');
  });

  it('explains screening, the risk, the rules and the alert work', () => {
    renderWithProviders(
      <MemoryRouter>
        <GuideRoute />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Screening',
      'Reading the risk',
      'Rules and policies',
      'Working alerts',
    ]);
    expect(screen.getByRole('link', { name: 'Alerts' }).getAttribute('href')).toBe('/alerts');
  });
});
