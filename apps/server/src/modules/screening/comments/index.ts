export type { CommentObject } from './comment-objects.ts';
export { objectLink } from './comment-objects.ts';
export { commentRoutes } from './comments.routes.ts';
export { deleteObjectComments, removeCommentFiles } from './delete-object-comments.ts';
export { type RecordCommentInput, recordComment } from './record-comment.ts';
export { recordSystemComments, type SystemCommentInput } from './record-system-comments.ts';
export { commentPlainText, sanitizeCommentBody } from './sanitize-comment.ts';
