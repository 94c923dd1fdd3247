import type { ColumnType, Generated } from 'kysely';
import type { IntArray } from './policies-schema.ts';
import type { Timestamp } from './schema.ts';

/** Custom tags and custom lists (a list is a tag with is_in_custom_list). type: 0 custom, 1 whitelist, 2 blacklist. */
export interface CustomTagsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  description: Generated<string>;
  risk_level: Generated<number>;
  type: Generated<number>;
  is_active: Generated<boolean>;
  is_in_custom_list: Generated<boolean>;
  added_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An address on a custom list or tag; identifier in its canonical spelling, currencies the chains it fits. */
export interface CustomTaggedAddressesTable {
  id: Generated<number>;
  workspace_id: number;
  custom_tag_id: number;
  identifier: string;
  currencies: IntArray;
  added_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface CustomListTables {
  custom_tags: CustomTagsTable;
  custom_tagged_addresses: CustomTaggedAddressesTable;
}
