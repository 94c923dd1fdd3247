import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { callAsUser, toast } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/** Custom tags on the address page as an admin in a real browser, against the real server. */
const PORTS = { first: 8340, last: 8359 };
const SHOTS = '/tmp/shots/address-custom-tags';
const DEX_USER = demoObject(DEFAULT_DEMO_SEED, 'eth.dex-user');
const TAG = 'Watched desk';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });

const badge = (page: Page) => page.getByTestId('custom-tag-badge').filter({ hasText: TAG });

/** Screen an address with the signed-in user's own token, as a script in the page could; its id. */
async function screenAddress(page: Page, workspace: string): Promise<number> {
  const answer = await callAsUser(page, 'POST', `/risk/api/v4/addresses/?workspace=${workspace}`, {
    identifier: DEX_USER.address,
    currency: DEX_USER.blockchain,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { id: number }).id;
}

async function createTag(page: Page, workspace: string): Promise<void> {
  await page.goto(`/settings/workspace/custom-tags?workspace=${workspace}`);
  await page.getByRole('button', { name: 'Add Custom Tag' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tag Name').fill(TAG);
  await dialog.getByLabel('Description').fill('Addresses the desk watches');
  await dialog.getByRole('button', { name: 'Add Custom Tag' }).click();
  await page.getByRole('cell', { name: TAG, exact: true }).waitFor();
}

describe('custom tags on the address page', () => {
  it('lets an admin tag a screened address after confirming; the tag stays after a reload and the audit log names it', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    await createTag(page, workspace);
    const id = await screenAddress(page, workspace);

    await page.goto(`/addresses/${id}?workspace=${workspace}`);
    await page.getByTestId('address-header').waitFor();
    expect(await badge(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Address actions' }).click();
    await page.getByRole('menuitem', { name: 'Custom Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom Tags', exact: true });
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Custom tags on this address' }).click();
    await page.getByRole('option', { name: TAG }).click();
    // The pick list stays open for more picks; clicking the title closes it, as a user would.
    await dialog.getByRole('heading', { name: 'Custom Tags' }).click();
    await save.click();

    const confirm = page.getByRole('dialog', { name: 'Update Custom Tags' });
    await confirm.getByText(`Add ${TAG} on this address?`).waitFor();
    await page.screenshot({ path: `${SHOTS}/confirm.png`, fullPage: true });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Custom tags updated successfully').waitFor();
    await badge(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${SHOTS}/tagged.png`, fullPage: true });

    await page.reload();
    await page.getByTestId('address-header').waitFor();
    await badge(page).waitFor();

    // The address's audit log names the change and who made it.
    await page.getByRole('tab', { name: 'Audit Logs' }).click();
    const change = page.getByTestId('table-row').filter({ hasText: 'Custom Tags Changed' });
    await change
      .filter({ hasText: `Added${TAG}` })
      .filter({ hasText: 'Adam' })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/audit-log.png`, fullPage: true });
    await page.context().close();
  });
});
