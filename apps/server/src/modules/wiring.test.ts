import { describe, expect, it } from 'vitest';
import { screeningCommitted, screeningStarting } from './screening/index.ts';
import { wireModules } from './wiring.ts';

/** The screening's consumers run in the order of the unit of work it was before it announced itself. */
describe('the wiring of in-transaction hooks', () => {
  it('lists the screening hooks’ handlers in the order they run', () => {
    wireModules();
    expect(screeningStarting.handlerNames).toEqual(['billing.screening-credit', 'customers.of-screening']);
    expect(screeningCommitted.handlerNames).toEqual([
      'alerts.raise',
      'alerts.auto-resolve',
      'cases.file-alerts',
      'screening.usage-event',
      'customers.assess',
    ]);
  });
});
