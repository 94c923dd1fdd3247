import { Center, Divider, Loader, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CommentObjectType } from '@riskscreen/shared';
import { lazy, Suspense, useState } from 'react';
import { COMMENT_PAGE_SIZE, useComments } from './api.ts';
import { CommentItem } from './comment-item.tsx';

// The rich-text editor is the bulk of this component: it loads in its own chunk when comments are first shown.
const CommentForm = lazy(() => import('./comment-form.tsx'));

export const COMMENTS_ERROR = 'Error while loading the comments';
export const COMMENTS_EMPTY = 'No comments yet';

type Props = {
  type: CommentObjectType;
  id: string;
  /** Only this alert's comments, and new ones about it. */
  alert?: number | null;
  timeZone: string | undefined;
  title?: string;
};

/**
 * The one comment component (spec part 2 §7, part 3 §3): a composer with mentions and attachments, then the
 * object's comments newest first, 25 a page; the system's comments say which event they record.
 */
export function Comments({ type, id, alert = null, timeZone, title = 'Comments' }: Props) {
  const [page, setPage] = useState(1);
  const comments = useComments(type, id, alert, page);
  const rows = comments.data?.results ?? [];
  const pages = Math.ceil((comments.data?.count ?? 0) / COMMENT_PAGE_SIZE);
  return (
    <Paper withBorder p="md" radius="md" data-testid="comments">
      <Stack gap="sm">
        <Title order={6}>
          {title}
          {comments.data ? ` (${comments.data.count})` : ''}
        </Title>
        <Suspense fallback={<Skeleton height={130} radius="sm" />}>
          <CommentForm type={type} id={id} alert={alert} />
        </Suspense>
        <Divider />
        {comments.isLoading && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )}
        {comments.isError && (
          <Text size="sm" c="red">
            {COMMENTS_ERROR}
          </Text>
        )}
        {comments.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="comments-empty">
            {COMMENTS_EMPTY}
          </Text>
        )}
        <Stack gap="md" data-testid="comment-list">
          {rows.map((comment) => (
            <CommentItem key={comment.id} comment={comment} timeZone={timeZone} />
          ))}
        </Stack>
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Paper>
  );
}
