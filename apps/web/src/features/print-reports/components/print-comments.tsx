import { Stack, Text } from '@mantine/core';
import type { CommentObjectType } from '@riskscreen/shared';
import { PrintSection } from '../../../components/print-report/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { CommentBody } from '../../comments/index.ts';
import { COMMENT_PRINT_MAX, useReportComments } from '../api.ts';

/** Spec part 2 "Printable reports": what the Comments section says when the comments fail to load or are none. */
export const UNABLE_TO_LOAD_COMMENTS = 'Unable to Load Comments';

/** The object's comments, newest first, up to 500; 'Unable to Load Comments' when they fail or are none. */
export function PrintComments({
  type,
  id,
  timeZone,
}: {
  type: CommentObjectType;
  id: number | undefined;
  timeZone: string | undefined;
}) {
  const comments = useReportComments(type, id);
  const rows = comments.data?.rows ?? [];
  const isUnavailable = comments.isError || (comments.isSuccess && rows.length === 0);
  return (
    <PrintSection title="Comments" testId="comments" state={comments.isPending ? 'loading' : 'ready'}>
      {isUnavailable ? (
        <Text data-testid="print-comments-unavailable">{UNABLE_TO_LOAD_COMMENTS}</Text>
      ) : (
        <Stack gap={8}>
          {rows.map((c) => (
            <div key={c.id} style={{ breakInside: 'avoid' }} data-testid="print-comment">
              <Text size="xs" c="dimmed">
                {formatDate(c.created_at, timeZone)} · {c.commenter?.full_name ?? 'System'}
              </Text>
              <CommentBody html={c.body} />
            </div>
          ))}
          {comments.data && comments.data.count > rows.length && (
            <div className="rs-print-note">
              The first {rows.length} of {comments.data.count} comments (at most {COMMENT_PRINT_MAX}).
            </div>
          )}
        </Stack>
      )}
    </PrintSection>
  );
}
