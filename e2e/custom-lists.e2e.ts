import { describe, expect, it } from 'vitest';
import { callAsUser, toast } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/** Custom lists and custom tags as an admin in a real browser, against the real server. */
const PORTS = { first: 8240, last: 8259 };
const SHOTS = '/tmp/shots/lists-tags';
const LISTED = '0x52908400098527886e0f7030069857d2e4169ee7';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });

describe('custom lists and tags', () => {
  it('lets an admin create a list, add addresses to it, and screening then flags them', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    await page.goto(`/settings/workspace/custom-lists?workspace=${workspace}`);
    await page.getByRole('cell', { name: 'Blacklist', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Whitelist', exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/custom-lists-home.png`, fullPage: true });

    await page.getByRole('button', { name: 'Create Custom List' }).click();
    // The list's button and the form's submit share a name: submit only once the form is there.
    await page.getByLabel('List Name').waitFor();
    await page.getByRole('button', { name: 'Create Custom List' }).click();
    await page.getByText('List name required').waitFor();
    await page.getByText('Risk level required').waitFor();
    await page.screenshot({ path: `${SHOTS}/custom-list-required.png`, fullPage: true });

    await page.getByLabel('List Name').fill('Suspects');
    await page.getByPlaceholder('Select risk level').click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByLabel('Description').fill('Addresses the desk is watching');
    await page.getByRole('button', { name: 'Create Custom List' }).click();
    await toast(page, 'Custom List Created').waitFor();

    // Edit mode: add one valid and one invalid address.
    const box = page.getByLabel('Add Addresses');
    await box.fill(`${LISTED}\nnot-an-address`);
    await page.getByRole('button', { name: 'Add Addresses' }).click();
    await toast(page, 'Added 1 address; 1 address not added.').waitFor();
    await page.getByText('Invalid address: not-an-address').waitFor();
    await page.getByRole('cell', { name: LISTED, exact: true }).first().waitFor();
    expect(await page.getByTestId('table-row').filter({ hasText: LISTED }).count()).toBe(1);
    expect(await box.inputValue()).toBe('not-an-address');
    await page.screenshot({ path: `${SHOTS}/custom-list-edit.png`, fullPage: true });

    const screened = await callAsUser(page, 'POST', `/risk/api/v4/addresses/?workspace=${workspace}`, {
      identifier: LISTED,
      currency: 1,
    });
    expect(screened.status).toBe(200);
    expect(screened.body.risk_level).toBe(4);

    await page
      .getByRole('link', { name: 'Custom Lists' })
      .or(page.getByText('Custom Lists').first())
      .first()
      .click();
    await page.getByRole('cell', { name: 'Suspects', exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/custom-lists-with-new.png`, fullPage: true });
    await page.context().close();
  });

  it('lets an admin create and edit a custom tag', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    await page.goto(`/settings/workspace/custom-tags?workspace=${workspace}`);
    await page.getByRole('button', { name: 'Add Custom Tag' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Custom Tag' }).click();
    await dialog.getByText('Tag name required').waitFor();
    await dialog.getByText('Tag description required').waitFor();
    await page.screenshot({ path: `${SHOTS}/custom-tag-required.png`, fullPage: true });

    await dialog.getByLabel('Tag Name').fill('OTC desks');
    await dialog.getByLabel('Description').fill('Over-the-counter brokers we deal with');
    await dialog.getByRole('button', { name: 'Add Custom Tag' }).click();
    await toast(
      page,
      'Custom Tag has been created, Please navigate to the risk policies to create custom rules for this tag',
    ).waitFor();
    await page.getByRole('cell', { name: 'OTC desks', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit OTC desks' }).click();
    await dialog.getByLabel('Tag Name').fill('OTC brokers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Custom Tag has been updated').waitFor();
    await page.getByRole('cell', { name: 'OTC brokers', exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/custom-tags.png`, fullPage: true });
    await page.context().close();
  });
});
