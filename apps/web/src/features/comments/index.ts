export { COMMENT_PAGE_SIZE, commentKeys } from './api.ts';
export { CommentBody } from './comment-body.tsx';
export { COMMENTS_EMPTY, COMMENTS_ERROR, Comments } from './comments.tsx';
export { commentContext, MENTION_CHARS } from './mention-context.ts';
