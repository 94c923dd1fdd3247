import { z } from 'zod';
import { blockchainField, cleanIdentifier, pageQuery, recordIdParams, workspaceQuery } from './common.ts';

/** Limits of "I know this address" (spec part 2 §2 Modals, §5: one optional support file). */
export const ADDRESS_COMMENT_LIMITS = {
  commentMaxLength: 5000,
  /** The support file: 10 MB. */
  supportFileMaxBytes: 10 * 1024 * 1024,
  fileNameMaxLength: 255,
} as const;

const identifier = z
  .string()
  .max(600)
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, 'This field is required.'));
const currency = blockchainField;

/**
 * The text fields of POST /risk/api/v4/address-comments/ (multipart/form-data; the file travels as support_file).
 */
export const addressCommentFields = z.object({
  identifier,
  currency,
  comment: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(
      ADDRESS_COMMENT_LIMITS.commentMaxLength,
      `Ensure this field has no more than ${ADDRESS_COMMENT_LIMITS.commentMaxLength} characters.`,
    ),
});
export type AddressCommentFields = z.infer<typeof addressCommentFields>;

/** The whole form as documented: the text fields and the optional support file. */
export const addressCommentForm = addressCommentFields.extend({ support_file: z.file().optional() });

/** GET /risk/api/v4/address-comments/: the comments on one address of the workspace, newest first. */
export const addressCommentsQuery = workspaceQuery.merge(pageQuery).extend({ identifier, currency });

export const addressCommentIdParams = recordIdParams;

/** A comment on an address: what the team knows about it, with the optional support file's name and size. */
export const addressComment = z.object({
  id: z.number().int(),
  identifier: z.string(),
  currency: z.number().int(),
  comment: z.string(),
  commenter: z.object({ id: z.number().int().nullable(), name: z.string() }),
  support_file: z.object({ file_name: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  created_at: z.string(),
});
export type AddressCommentDto = z.infer<typeof addressComment>;
