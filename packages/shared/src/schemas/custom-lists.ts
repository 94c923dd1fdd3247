import { z } from 'zod';
import { integerField, pageFields, recordId, workspaceQuery } from './common.ts';
import { booleanParam } from './filter-params.ts';

/**
 * Custom lists and custom tags (spec part 3 §2.8, §2.9, §3, §4.6, §5, §7.4, §8). One entity serves both: a custom
 * tag with is_in_custom_list true is a custom list; type (CustomTagType) 1 whitelist and 2 blacklist are the workspace's
 * read-only system lists. Addresses join a list or a tag through custom-tagged-addresses.
 */

/** The spec's texts (part 3 §5, §8), plus the few the spec leaves open (marked). */
export const CUSTOM_LIST_MESSAGES = {
  listCreated: 'Custom List Created',
  listSaved: 'Custom List Saved',
  addressesAdded: 'Added Addresses Successfully',
  addressRemoved: 'Address removed successfully',
  addressesEmpty: 'Addresses list is empty',
  tagCreated:
    'Custom Tag has been created, Please navigate to the risk policies to create custom rules for this tag',
  tagUpdated: 'Custom Tag has been updated',
  tagNameRequired: 'Tag name required',
  tagDescriptionRequired: 'Tag description required',
  // Not in the spec (it says a name and a risk level are needed without giving the texts).
  listNameRequired: 'List name required',
  riskLevelRequired: 'Risk level required',
  nameTooLong: 'Ensure this field has no more than 100 characters.',
  descriptionTooLong: 'Ensure this field has no more than 500 characters.',
  nameTaken: 'A custom list or tag with this name already exists',
  tooManyAddresses: 'A maximum of 1000 addresses can be added at once',
  systemListReadOnly: 'System lists cannot be renamed, re-levelled or toggled',
  searchMin: 'Enter at least 3 characters to search',
  unknownTag: 'Invalid custom tag',
} as const;

/** Why an address was not added; the web groups the failures by these (spec §5). */
export const ADDRESS_FAILURE_REASONS = {
  invalid: 'Invalid address',
  duplicate: 'Already in the list',
} as const;
export type AddressFailureReason = (typeof ADDRESS_FAILURE_REASONS)[keyof typeof ADDRESS_FAILURE_REASONS];

/** Counted words: '1 address', '2 addresses'. */
function addresses(n: number): string {
  return `${n} ${n === 1 ? 'address' : 'addresses'}`;
}

/**
 * What an add did, for its toast: the specification's success text when everything was added, otherwise how many
 * were added, how many were not (their reasons stay under the box) and how many repeats counted once.
 */
export function addAddressesSummary(result: {
  added: number;
  failed: readonly unknown[];
  repeated: number;
}): {
  message: string;
  isComplete: boolean;
} {
  const isComplete = result.failed.length === 0 && result.repeated === 0;
  if (isComplete) return { message: CUSTOM_LIST_MESSAGES.addressesAdded, isComplete };
  const parts = [`Added ${addresses(result.added)}`];
  if (result.failed.length > 0) parts.push(`${addresses(result.failed.length)} not added`);
  if (result.repeated > 0)
    parts.push(`${result.repeated} ${result.repeated === 1 ? 'repeat' : 'repeats'} counted once`);
  return { message: `${parts.join('; ')}.`, isComplete };
}

export const MAX_ADDRESSES_PER_ADD = 1000;
export const CUSTOM_LIST_SEARCH_MIN = 3;
export const CUSTOM_LIST_PREVIEW_PAGE_SIZE = 10;
const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

/** The address text area: split on newlines or commas, trimmed, empty parts dropped (spec §5). */
export function splitAddressInput(text: string): string[] {
  return text
    .split(/[\n,\r]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const riskLevel = integerField(0, 5);

export const customTag = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  risk_level: z.number().int().min(0).max(5),
  type: z.number().int().min(0).max(2),
  is_active: z.boolean(),
  is_in_custom_list: z.boolean(),
  added_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  address_count: z.number().int(),
});
export type CustomTag = z.infer<typeof customTag>;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * Create body. Tags need a name and a description ('Tag name required', 'Tag description required'); lists need a
 * name and a risk level; a list's description is optional.
 */
export const customTagCreateRequest = z
  .object({
    name: text(NAME_MAX, CUSTOM_LIST_MESSAGES.nameTooLong).optional(),
    description: text(DESCRIPTION_MAX, CUSTOM_LIST_MESSAGES.descriptionTooLong).optional(),
    risk_level: riskLevel.nullish(),
    is_in_custom_list: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const isList = body.is_in_custom_list;
    if (!body.name) {
      const message = isList ? CUSTOM_LIST_MESSAGES.listNameRequired : CUSTOM_LIST_MESSAGES.tagNameRequired;
      ctx.addIssue({ code: 'custom', message, path: ['name'] });
    }
    if (!isList && !body.description) {
      ctx.addIssue({
        code: 'custom',
        message: CUSTOM_LIST_MESSAGES.tagDescriptionRequired,
        path: ['description'],
      });
    }
    if (isList && (body.risk_level === undefined || body.risk_level === null)) {
      ctx.addIssue({ code: 'custom', message: CUSTOM_LIST_MESSAGES.riskLevelRequired, path: ['risk_level'] });
    }
  })
  .transform((body) => ({
    name: body.name ?? '',
    description: body.description ?? '',
    risk_level: body.risk_level ?? 0,
    is_in_custom_list: body.is_in_custom_list,
    is_active: body.is_active,
  }));
export type CustomTagCreateRequest = z.input<typeof customTagCreateRequest>;

/** PATCH body: any of the editable fields; a present name must not be empty. */
export const customTagUpdateRequest = z
  .object({
    name: text(NAME_MAX, CUSTOM_LIST_MESSAGES.nameTooLong).optional(),
    description: text(DESCRIPTION_MAX, CUSTOM_LIST_MESSAGES.descriptionTooLong).optional(),
    risk_level: riskLevel.optional(),
    is_active: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.name !== undefined && !body.name) {
      ctx.addIssue({ code: 'custom', message: CUSTOM_LIST_MESSAGES.tagNameRequired, path: ['name'] });
    }
  });
export type CustomTagUpdateRequest = z.input<typeof customTagUpdateRequest>;

const idParam = recordId;

export const customTagListQuery = workspaceQuery.extend({
  q: z.string().trim().max(200).optional(),
  ...pageFields(1000, 20),
  lite: booleanParam,
  is_active: booleanParam,
  is_in_custom_list: booleanParam,
});

export const customTagIdParams = z.object({ id: idParam });

export const customTaggedAddress = z.object({
  id: z.number().int(),
  identifier: z.string(),
  custom_tag_id: z.number().int(),
  added_by: z.string().nullable(),
  created_at: z.string(),
  /** Chain numbers whose address format the identifier fits. */
  currencies: z.array(z.number().int()),
});
export type CustomTaggedAddress = z.infer<typeof customTaggedAddress>;

export const customTaggedAddressListQuery = workspaceQuery.extend({
  q: z.string().trim().max(200).optional(),
  custom_tag_id: idParam,
  ...pageFields(1000, CUSTOM_LIST_PREVIEW_PAGE_SIZE),
});

export const customTaggedAddressExportQuery = workspaceQuery.extend({ custom_tag_id: idParam });

export const customTaggedAddressesCreateRequest = z.object({
  custom_tag_id: idParam,
  addresses: z
    .array(z.string().max(600))
    .transform((list) => list.map((a) => a.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string())
        .min(1, CUSTOM_LIST_MESSAGES.addressesEmpty)
        .max(MAX_ADDRESSES_PER_ADD, CUSTOM_LIST_MESSAGES.tooManyAddresses),
    ),
});
export type CustomTaggedAddressesCreateRequest = z.input<typeof customTaggedAddressesCreateRequest>;

export const addressFailure = z.object({ address: z.string(), reason: z.string() });
export type AddressFailure = z.infer<typeof addressFailure>;

/** The valid addresses are added; the failed ones come back with their reason (they stay in the input box). */
export const customTaggedAddressesCreateResponse = z.object({
  added: z.number().int(),
  failed: z.array(addressFailure),
  /** Entries the input repeated: each address is added once, and the user is told how many repeats there were. */
  repeated: z.number().int(),
});
export type CustomTaggedAddressesCreateResponse = z.infer<typeof customTaggedAddressesCreateResponse>;

/** POST /risk/api/v4/addresses/{id}/update-custom-tags/ (spec part 2 §7): the tags the address should carry. */
export const addressCustomTagsRequest = z.object({
  custom_tag_ids: z.array(idParam).max(1000),
});
export const addressCustomTag = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() });
export const addressCustomTagsResponse = z.object({ custom_tags: z.array(addressCustomTag) });
export type AddressCustomTag = z.infer<typeof addressCustomTag>;
