import { z } from 'zod';
import { TAG_CATEGORIES } from '../enums/tag-categories.ts';
import { findEntitySubtype } from './entity-subtypes.ts';

export const tagCategory = z.enum(TAG_CATEGORIES);

const isoTime = z.iso.datetime({ offset: true });

/** An attributed entity as importers produce it: unique by (name, category). */
export const entityRecord = z
  .object({
    name: z.string().trim().min(1).max(300),
    category: tagCategory,
    subtype: z.number().int().nullable(),
    description: z.string().max(2000).default(''),
  })
  .refine((e) => e.subtype === null || findEntitySubtype(e.subtype)?.category === e.category, {
    message: 'Subtype does not belong to the category',
    path: ['subtype'],
  });
export type EntityRecord = z.infer<typeof entityRecord>;

/**
 * One label an importer read: address → entity, with its source, confidence (0–100) and validity period.
 * blockchain null = the address holds on every EVM chain. line = where it came from in the file.
 */
export const labelRecord = z
  .object({
    line: z.number().int().min(0),
    /** What the importer changed to keep the row (an address moved off a wrong ticker), for the operator. */
    warning: z.string().optional(),
    blockchain: z.number().int().min(0).max(123).nullable(),
    address: z.string().min(1).max(200),
    entity: entityRecord,
    source: z.string().min(1).max(200),
    confidence: z.number().int().min(0).max(100),
    attributed_at: isoTime.nullable().default(null),
    valid_from: isoTime.nullable().default(null),
    valid_to: isoTime.nullable().default(null),
  })
  .refine((l) => !l.valid_from || !l.valid_to || l.valid_from <= l.valid_to, {
    message: 'valid_to is before valid_from',
    path: ['valid_to'],
  });
export type LabelRecord = z.infer<typeof labelRecord>;

/** A row the importer could not use, by its line in the file (0 when the whole file is at fault). */
export const importError = z.object({
  line: z.number().int().min(0),
  error: z.string(),
  /** Set when one import reads several files (OFAC sdn.csv + sdn_comments.csv). */
  file: z.string().optional(),
});
export type ImportError = z.infer<typeof importError>;

export const LABEL_IMPORT_FORMATS = ['csv', 'ofac-xml', 'ofac-csv', 'ofac-list', 'tagpack'] as const;
export const labelImportFormat = z.enum(LABEL_IMPORT_FORMATS);
export type LabelImportFormat = z.infer<typeof labelImportFormat>;

/** A stored entity. */
export const entity = z.object({
  id: z.number().int(),
  name: z.string(),
  category: tagCategory,
  subtype: z.number().int().nullable(),
  description: z.string(),
  sentiment: z.number().int(),
});
export type Entity = z.infer<typeof entity>;

/** The record of one import run. */
export const labelImportSummary = z.object({
  id: z.number().int(),
  format: labelImportFormat,
  file_name: z.string(),
  rows_total: z.number().int(),
  rows_imported: z.number().int(),
  rows_failed: z.number().int(),
  errors: z.array(importError),
  created_at: z.string(),
});
export type LabelImportSummary = z.infer<typeof labelImportSummary>;
