import { Anchor, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AddressCommentDto } from '@riskscreen/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { downloadSupportFile, useAddressComments } from '../api.ts';

const DOWNLOAD_FAILED = 'Download failed. Please try again later.';

/** What the team already noted about this address, newest first, with each support file to download. */
export function AddressCommentList({ currency, identifier }: { currency: number; identifier: string }) {
  const comments = useAddressComments(currency, identifier, true);
  const timeZone = useProfile().timezone ?? undefined;
  const rows = comments.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap={4} data-testid="address-comments">
      <Text size="xs" c="dimmed">
        Noted by your team ({comments.data?.count ?? rows.length})
      </Text>
      <ScrollArea.Autosize mah={200}>
        <Stack gap={6}>
          {rows.map((comment) => (
            <CommentRow key={comment.id} comment={comment} timeZone={timeZone} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function CommentRow({ comment, timeZone }: { comment: AddressCommentDto; timeZone: string | undefined }) {
  const download = () =>
    downloadSupportFile(comment).catch(() => notifications.show({ color: 'red', message: DOWNLOAD_FAILED }));
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="address-comment">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {comment.comment}
      </Text>
      <Group gap="xs" mt={4}>
        <Text size="xs" c="dimmed">
          {comment.commenter.name} · {formatDate(comment.created_at, timeZone)}
        </Text>
        {comment.support_file && (
          <Anchor component="button" type="button" size="xs" onClick={() => void download()}>
            <Group gap={2} wrap="nowrap">
              <IconPaperclip size={12} />
              {comment.support_file.file_name}
            </Group>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
