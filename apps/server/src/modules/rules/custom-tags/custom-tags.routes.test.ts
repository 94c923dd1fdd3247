import { CUSTOM_LIST_MESSAGES, CustomTagType } from '@riskscreen/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { createCustomTag } from '../../../test-support/custom-tags.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/** Custom tags and custom lists: validation with the spec's texts, system lists, admin-only writes, isolation. */
const ctx = useTestApp();

type Tag = {
  id: number;
  name: string;
  type: number;
  risk_level: number;
  is_active: boolean;
  added_by: string | null;
};

const create = (payload: Record<string, unknown>, user: FixtureUser = 'admin', workspace = 'alpha') =>
  ctx.call(user, { method: 'POST', url: `/risk/api/v4/custom-tags/?workspace=${workspace}`, payload });
const list = async (query: string, user: FixtureUser = 'admin', workspace = 'alpha') => {
  const res = await ctx.call(user, {
    method: 'GET',
    url: `/risk/api/v4/custom-tags/?workspace=${workspace}&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Tag[] };
};
const patch = (id: number, payload: Record<string, unknown>, user: FixtureUser = 'admin') =>
  ctx.call(user, { method: 'PATCH', url: `/risk/api/v4/custom-tags/${id}/?workspace=alpha`, payload });

describe('custom tags', () => {
  it('requires a name and a description, with the spec texts', async () => {
    const res = await create({ name: ' ', description: '', is_in_custom_list: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: [CUSTOM_LIST_MESSAGES.tagNameRequired],
      description: [CUSTOM_LIST_MESSAGES.tagDescriptionRequired],
    });
  });

  it('creates, lists, searches and edits a tag; a repeated name is refused', async () => {
    const res = await create({
      name: 'VIP desk',
      description: 'Counterparties of the VIP desk',
      is_in_custom_list: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const tag = res.json() as Tag;
    expect(tag).toMatchObject({ name: 'VIP desk', type: CustomTagType.Custom, is_active: true });
    expect((await create({ name: 'vip DESK', description: 'x' })).json()).toEqual(
      expect.objectContaining({ name: [CUSTOM_LIST_MESSAGES.nameTaken] }),
    );
    const found = await list('is_in_custom_list=false&q=vip');
    expect(found.results.map((t) => t.name)).toEqual(['VIP desk']);
    const edited = await patch(tag.id, { name: 'VIP', is_active: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'VIP', is_active: false });
    expect((await list('is_active=true&is_in_custom_list=false')).results.some((t) => t.id === tag.id)).toBe(
      false,
    );
  });

  it('exports tags (queued) as CSV, a formula-looking name as text', async () => {
    const evil = await create({ name: '=HYPERLINK("http://evil.test")', description: 'd' });
    expect(evil.statusCode, evil.body).toBe(201);
    const res = await exportFile(ctx, 'agent', '/risk/api/v4/custom-tags/export/?workspace=alpha');
    expect(res.headers['content-type']).toContain('text/csv');
    const records: string[][] = parse(res.text);
    expect(records[0]?.join(',')).toBe('Name,Description,Type,Risk Level,Status,Added By,Date Added');
    const listed = await list('limit=1000');
    expect(records.slice(1).map((r) => r[0])).toEqual(
      listed.results.map((t: { name: string }) => (t.name.startsWith('=') ? `'${t.name}` : t.name)),
    );
    expect(records.some((r) => r[0] === `'=HYPERLINK("http://evil.test")`)).toBe(true);
    const xlsx = await exportFile(
      ctx,
      'agent',
      '/risk/api/v4/custom-tags/export/?workspace=alpha&format=xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const cells = book.worksheets[0]?.getColumn(1).values.slice(2) ?? [];
    expect(cells).toContain(`'=HYPERLINK("http://evil.test")`);
    expect(cells.every((c) => typeof c === 'string')).toBe(true);
  });

  it('lets only admins write', async () => {
    const res = await create({ name: 'Agent tag', description: 'd' }, 'agent');
    expect(res.statusCode).toBe(403);
    expect((await list('', 'agent')).count).toBeGreaterThan(0);
  });
});

describe('custom lists', () => {
  it('every workspace has a read-only whitelist and blacklist', async () => {
    const lists = (await list('is_in_custom_list=true')).results;
    const system = lists.filter((l) => l.type !== CustomTagType.Custom);
    expect(system.map((l) => [l.name, l.type]).sort()).toEqual([
      ['Blacklist', 2],
      ['Whitelist', 1],
    ]);
    const blacklist = system.find((l) => l.type === CustomTagType.Blacklist) as Tag;
    for (const change of [{ name: 'Mine' }, { risk_level: 1 }, { is_active: false }]) {
      const res = await patch(blacklist.id, change);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(CUSTOM_LIST_MESSAGES.systemListReadOnly);
    }
    expect((await patch(blacklist.id, { description: 'Ours' })).statusCode).toBe(200);
    const del = await ctx.call('admin', {
      method: 'DELETE',
      url: `/risk/api/v4/custom-tags/${blacklist.id}/?workspace=alpha`,
    });
    expect(del.statusCode).toBe(400);
  });

  it('needs a name and a risk level', async () => {
    const res = await create({ is_in_custom_list: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: [CUSTOM_LIST_MESSAGES.listNameRequired],
      risk_level: [CUSTOM_LIST_MESSAGES.riskLevelRequired],
    });
    expect((await create({ name: 'L', risk_level: 9, is_in_custom_list: true })).statusCode).toBe(400);
  });

  it('adds valid addresses, reports the others by reason, searches, exports and removes', async () => {
    const made = await create({ name: 'Partners', description: '', risk_level: 2, is_in_custom_list: true });
    expect(made.statusCode, made.body).toBe(201);
    const listId = (made.json() as Tag).id;
    const add = (addresses: string[]) =>
      ctx.call('admin', {
        method: 'POST',
        url: '/risk/api/v4/custom-tagged-addresses/?workspace=alpha',
        payload: { custom_tag_id: listId, addresses },
      });
    const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
    const first = await add([
      evm,
      'not-an-address',
      evm.toLowerCase(),
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ]);
    expect(first.statusCode, first.body).toBe(201);
    // The lower-case form repeats the first address: added once, and counted as a repeat rather than dropped.
    expect(first.json()).toEqual({
      added: 2,
      failed: [{ address: 'not-an-address', reason: 'Invalid address' }],
      repeated: 1,
    });
    const again = await add([evm]);
    expect(again.json()).toEqual({
      added: 0,
      failed: [{ address: evm, reason: 'Already in the list' }],
      repeated: 0,
    });
    const empty = await add([' ', '']);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ addresses: [CUSTOM_LIST_MESSAGES.addressesEmpty] });
    const tooMany = await add(Array.from({ length: 1001 }, (_, i) => `a${i}`));
    expect(tooMany.statusCode).toBe(400);

    const rows = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/custom-tagged-addresses/?workspace=alpha&custom_tag_id=${listId}&q=52908`,
    });
    expect(rows.statusCode).toBe(200);
    const row = rows.json().results[0];
    expect(row).toMatchObject({ identifier: evm.toLowerCase(), custom_tag_id: listId });
    expect(row.currencies).toContain(1);
    const csv = await exportFile(
      ctx,
      'agent',
      `/risk/api/v4/custom-tagged-addresses/export/?workspace=alpha&custom_tag_id=${listId}`,
    );
    expect(csv.text).toContain(`${evm.toLowerCase()},Partners`);
    const removed = await ctx.call('admin', {
      method: 'DELETE',
      url: `/risk/api/v4/custom-tagged-addresses/${row.id}/archive/?workspace=alpha`,
    });
    expect(removed.statusCode).toBe(204);
    const after = await ctx.call('admin', {
      method: 'GET',
      url: `/risk/api/v4/custom-tagged-addresses/?workspace=alpha&custom_tag_id=${listId}`,
    });
    expect(after.json().count).toBe(1);
  });

  it('creating a list gives it a system rule that follows its name, level and status', async () => {
    const made = await create({ name: 'Watch', risk_level: 4, is_in_custom_list: true });
    const listId = (made.json() as Tag).id;
    const ruleOf = () =>
      ctx.db.selectFrom('rules').selectAll().where('custom_tag_id', '=', listId).executeTakeFirstOrThrow();
    expect(await ruleOf()).toMatchObject({ rule_name: 'Watch', alert_level: 4, is_enabled: true });
    expect((await ruleOf()).rule_conditions).toEqual([{ rule_condition_type: 26, custom_tag: listId }]);
    await patch(listId, { name: 'Watched', risk_level: 5, is_active: false });
    expect(await ruleOf()).toMatchObject({ rule_name: 'Watched', alert_level: 5, is_enabled: false });
    const del = await ctx.call('admin', {
      method: 'DELETE',
      url: `/risk/api/v4/custom-tags/${listId}/?workspace=alpha`,
    });
    expect(del.statusCode).toBe(204);
    expect(
      await ctx.db.selectFrom('rules').select('id').where('custom_tag_id', '=', listId).execute(),
    ).toEqual([]);
  });

  it("refuses direct writes to a list's system rule: it changes only with its list", async () => {
    const made = await create({ name: 'Locked', risk_level: 3, is_in_custom_list: true });
    const listId = (made.json() as Tag).id;
    const rule = await ctx.db
      .selectFrom('rules')
      .select(['uuid', 'policy_id'])
      .where('custom_tag_id', '=', listId)
      .executeTakeFirstOrThrow();
    const policy = await ctx.call('admin', {
      method: 'GET',
      url: `/risk/api/v4/policies/${rule.policy_id}/?workspace=alpha`,
    });
    expect(policy.json()).toMatchObject({ is_for_custom_list: true });
    const base = `/risk/api/v4/policies/${rule.policy_id}/classifiers/`;
    const edit = await ctx.call('admin', {
      method: 'PUT',
      url: `${base}${rule.uuid}/?workspace=alpha`,
      payload: {
        rule_name: 'Renamed',
        alert_level: 1,
        is_enabled: true,
        rule_conditions: [{ rule_condition_type: 26, custom_tag: listId }],
      },
    });
    expect(edit.statusCode, edit.body).toBe(403);
    const add = await ctx.call('admin', {
      method: 'POST',
      url: `${base}?workspace=alpha`,
      payload: {
        rule_name: 'Extra',
        alert_level: 1,
        rule_conditions: [{ rule_condition_type: 26, custom_tag: listId }],
      },
    });
    expect(add.statusCode, add.body).toBe(403);
    const stored = await ctx.db
      .selectFrom('rules')
      .select(['rule_name', 'alert_level'])
      .where('custom_tag_id', '=', listId)
      .execute();
    expect(stored).toEqual([{ rule_name: 'Locked', alert_level: 3 }]);
  });
});

describe('workspace isolation', () => {
  it('shows a workspace its own tags and lists only, and hides them from other workspaces', async () => {
    const made = await create({ name: 'Alpha only', description: 'secret', is_in_custom_list: false });
    const id = (made.json() as Tag).id;
    const beta = await list('limit=100', 'outsider', 'beta');
    expect(beta.results.some((t) => t.name === 'Alpha only')).toBe(false);
    expect((await list('limit=100', 'admin', 'alpha')).results.some((t) => t.id === id)).toBe(true);
    const foreign = await ctx.call('outsider', {
      method: 'GET',
      url: `/risk/api/v4/custom-tagged-addresses/?workspace=beta&custom_tag_id=${id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const alphaAsOutsider = await ctx.call('outsider', {
      method: 'GET',
      url: '/risk/api/v4/custom-tags/?workspace=alpha',
    });
    expect(alphaAsOutsider.statusCode).toBe(404);
  });
});

describe('custom tags on an address', () => {
  it('puts tags on a screened address and takes them off; tags of another workspace are refused', async () => {
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: '0x52908400098527886e0f7030069857d2e4169ee7', currency: 1 },
    });
    expect(screened.statusCode, screened.body).toBe(200);
    const addressId = screened.json().id as number;
    const tagId = (
      (await create({ name: 'Tagged by agent', description: 'd', is_in_custom_list: false })).json() as Tag
    ).id;
    const update = (ids: number[], user: FixtureUser = 'agent', workspace = 'alpha') =>
      ctx.call(user, {
        method: 'POST',
        url: `/risk/api/v4/addresses/${addressId}/update-custom-tags/?workspace=${workspace}`,
        payload: { custom_tag_ids: ids },
      });
    const on = await update([tagId]);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().custom_tags).toEqual([{ id: tagId, name: 'Tagged by agent', type: 0 }]);
    // The address page reads the same tags back.
    const page = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${addressId}/?workspace=alpha`,
    });
    expect(page.json().custom_tags).toEqual([{ id: tagId, name: 'Tagged by agent', type: 0 }]);
    expect((await update([])).json().custom_tags).toEqual([]);

    const betaTag = await createCustomTag(
      ctx,
      { name: 'Beta tag', description: 'd' },
      { user: 'owner', workspace: 'beta' },
    );
    const foreign = await update([betaTag]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ custom_tag_ids: [CUSTOM_LIST_MESSAGES.unknownTag] });
    expect((await update([tagId], 'outsider', 'beta')).statusCode).toBe(404);
  });
});
