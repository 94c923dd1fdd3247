import {
  type CommentContextInput,
  type CommentDto,
  type CommentObjectType,
  type CommentSuggestions,
  endpoints,
} from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/download-file.ts';

const COMMENTS = endpoints.comments;
export const COMMENT_PAGE_SIZE = 25;

/** Under the object's own key (['address', id]), so refreshing the object refreshes its comments. */
export const commentKeys = {
  all: (type: CommentObjectType, id: string) => [type, id, 'comments'] as const,
  page: (type: CommentObjectType, id: string, alert: number | null, page: number) =>
    [type, id, 'comments', alert, page] as const,
};

/** One page (1-based) of the object's comments, newest first; of one alert when given. */
export function useComments(type: CommentObjectType, id: string, alert: number | null, page: number) {
  return useQuery({
    queryKey: commentKeys.page(type, id, alert, page),
    queryFn: ({ signal }) =>
      api.call(COMMENTS.list, {
        params: { type, id },
        query: {
          offset: (page - 1) * COMMENT_PAGE_SIZE,
          limit: COMMENT_PAGE_SIZE,
          alert: alert ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type NewComment = {
  body: string;
  context: CommentContextInput;
  alert: number | null;
  files: File[];
};

/** A comment as multipart/form-data: the HTML body, the context as JSON text, the alert, 0–3 files. */
export function createComment(type: CommentObjectType, id: string, comment: NewComment): Promise<CommentDto> {
  const body = new FormData();
  body.set('body', comment.body);
  body.set('context', JSON.stringify(comment.context));
  if (comment.alert !== null) body.set('alert', String(comment.alert));
  for (const file of comment.files) body.append('files', file, file.name);
  return api.call(COMMENTS.create, { params: { type, id }, body });
}

/** What the editor offers after '@' (members) and '#' (the object's alerts). */
export function suggest(type: CommentObjectType, id: string, q: string): Promise<CommentSuggestions> {
  return api.call(COMMENTS.suggest, { params: { type, id }, query: { q } });
}

/** A comment's file, fetched by its key and handed to the browser under its name. */
export async function downloadCommentFile(file: { file_key: string; file_name: string }): Promise<void> {
  const res = await api.raw(COMMENTS.download, { body: { key: file.file_key } });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  saveFile(await res.blob(), file.file_name);
}
