import { z } from 'zod';
import { blockchainField, pageFields, workspaceQuery } from './common.ts';

/** What can be archived: a screened address or transaction (spec part 3 §2.12, Type). */
export const ARCHIVED_OBJECT_TYPES = ['address', 'transaction'] as const;
export type ArchivedObjectType = (typeof ARCHIVED_OBJECT_TYPES)[number];

/** Where the archiving came from: the web app or an API key (Original Caller). */
export const ARCHIVE_CALLERS = ['web', 'api'] as const;

/** Spec part 3: archive logs default to 20 a page. */
export const ARCHIVE_LOGS_PAGE_SIZE = 20;

/** GET archive-logs/: search by identifier (a part of it, any case), filters Blockchain and Type. */
export const archiveLogListQuery = workspaceQuery.extend({
  q: z.string().trim().max(200).optional(),
  currency: blockchainField.optional(),
  type: z.enum(ARCHIVED_OBJECT_TYPES, { error: 'Select a valid choice.' }).optional(),
  ...pageFields(1000, ARCHIVE_LOGS_PAGE_SIZE),
});
export type ArchiveLogListQuery = z.infer<typeof archiveLogListQuery>;

/** One archiving: when, by whom (the user's name; null once the user is gone), from where, and what. */
export const archiveLog = z.object({
  id: z.number().int(),
  created_at: z.string(),
  archived_by: z.string().nullable(),
  original_caller: z.enum(ARCHIVE_CALLERS),
  type: z.enum(ARCHIVED_OBJECT_TYPES),
  identifier: z.string(),
  currency: z.number().int(),
});
export type ArchiveLog = z.infer<typeof archiveLog>;
