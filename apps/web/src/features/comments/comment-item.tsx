import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMMENT_TYPE_LABELS, COMMENT_TYPES, type CommentDto, type CommentType } from '@riskscreen/shared';
import { IconPaperclip, IconRobot } from '@tabler/icons-react';
import { formatDate } from '../../lib/format.ts';
import { downloadCommentFile } from './api.ts';
import { CommentBody } from './comment-body.tsx';

const DOWNLOAD_FAILED = 'Download failed. Please try again later.';
export const SYSTEM_COMMENTER = 'System';

/** The event a comment records, for any type but a person's own comment (6). */
export function eventLabel(type: number): string | null {
  if (type === COMMENT_TYPES.userCommentCreated) return null;
  return COMMENT_TYPE_LABELS[type as CommentType] ?? null;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** One comment: who (or the system, with the event it records), when, what, and its files to download. */
export function CommentItem({ comment, timeZone }: { comment: CommentDto; timeZone: string | undefined }) {
  const event = eventLabel(comment.type);
  const name = comment.commenter?.full_name ?? SYSTEM_COMMENTER;
  const download = (file: { file_key: string; file_name: string }) =>
    downloadCommentFile(file).catch(() => notifications.show({ color: 'red', message: DOWNLOAD_FAILED }));
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="comment">
      <Avatar size={32} radius="xl" color={comment.commenter ? 'blue' : 'gray'}>
        {comment.commenter ? initials(name) : <IconRobot size={16} />}
      </Avatar>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={8} wrap="wrap">
          <Text size="sm" fw={600} data-testid="comment-author">
            {name}
          </Text>
          {event && (
            <Badge size="xs" variant="light" color="gray" data-testid="comment-event">
              {event}
            </Badge>
          )}
          <Text size="xs" c="dimmed" data-testid="comment-time">
            {formatDate(comment.created_at, timeZone)}
          </Text>
        </Group>
        <CommentBody html={comment.body} />
        {comment.comment_files.length > 0 && (
          <Group gap={6}>
            {comment.comment_files.map((file) => (
              <Button
                key={file.file_key}
                size="compact-xs"
                variant="default"
                leftSection={<IconPaperclip size={12} />}
                onClick={() => void download(file)}
                data-testid="comment-file"
              >
                {file.file_name}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
