import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Portal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { COMMENT_LIMITS, type CommentObjectType, ENTER_A_COMMENT } from '@riskscreen/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import Mention from '@tiptap/extension-mention';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { commentKeys, createComment } from './api.ts';
import './comment-body.css';
import { attachmentError } from './attachments.ts';
import { commentContext, isBlankComment } from './mention-context.ts';
import { mentionSuggestions, type SuggestionListener, type SuggestionState } from './mention-suggestions.ts';

export const COMMENT_ADDED = 'Added Comment successfully';
const COMMENT_FAILED = 'The comment could not be added. Please try again.';

export type CommentFormProps = {
  type: CommentObjectType;
  id: string;
  /** The alert the comment is about (the alert detail's comments). */
  alert: number | null;
  placeholder?: string;
};

/**
 * The comment composer: a rich-text editor where '@' suggests workspace members and '#' the object's alerts, up to
 * three attachments, and Add Comment. Loaded on demand (the editor is large); the context it sends names each
 * mention with its place in the comment's plain text.
 */
export default function CommentForm({ type, id, alert }: CommentFormProps) {
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<SuggestionState>(null);
  const popupRef = useRef<SuggestionState>(null);
  const [isBlank, setBlank] = useState(true);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const listener = useMemo<SuggestionListener>(
    () => ({
      get: () => popupRef.current,
      set: (next) => {
        popupRef.current = next;
        setPopup(next);
      },
    }),
    [],
  );
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        blockquote: false,
        link: { openOnClick: false, autolink: true },
      }),
      Mention.configure({
        HTMLAttributes: { class: 'rs-mention' },
        suggestions: mentionSuggestions({ type, id }, listener),
      }),
    ],
    onUpdate: ({ editor: current }) => {
      setBlank(isBlankComment(current.getHTML()));
      setError(null);
    },
  });

  const addFiles = (picked: File[]) => {
    const next = [...files, ...picked];
    const problem = attachmentError(next);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setFiles(next);
  };

  const submit = async () => {
    if (!editor) return;
    const html = editor.getHTML();
    if (isBlankComment(html)) {
      setError(ENTER_A_COMMENT);
      return;
    }
    setSaving(true);
    try {
      await createComment(type, id, {
        body: html,
        context: commentContext(html).context,
        alert,
        files,
      });
      notifications.show({ color: 'green', message: COMMENT_ADDED });
      editor.commands.clearContent(true);
      setFiles([]);
      setBlank(true);
      void queryClient.invalidateQueries({ queryKey: commentKeys.all(type, id) });
      // The object's alerts count their comments.
      if (alert !== null) void queryClient.invalidateQueries({ queryKey: [type, id, 'alerts'] });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : COMMENT_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6} data-testid="comment-form">
      <RichTextEditor editor={editor} data-testid="comment-editor">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={90} aria-label="Comment" />
      </RichTextEditor>
      {popup && popup.items.length > 0 && <SuggestionPopup state={popup} />}
      {files.length > 0 && (
        <Group gap={6}>
          {files.map((file, i) => (
            <Paper
              key={`${file.name}:${file.size}:${file.lastModified}`}
              withBorder
              px={6}
              py={2}
              radius="sm"
            >
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={12} />
                <Text size="xs">{file.name}</Text>
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles(files.filter((_, j) => j !== i))}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      )}
      {error && (
        <Text size="xs" c="red" data-testid="comment-error">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <FileButton
            multiple
            accept={COMMENT_LIMITS.fileExtensions.map((ext) => `.${ext}`).join(',')}
            onChange={addFiles}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconPaperclip size={14} />}
                disabled={files.length >= COMMENT_LIMITS.filesMax}
              >
                Attach
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            @ to mention a member · # to mention an alert
          </Text>
        </Group>
        <Button
          size="xs"
          onClick={() => void submit()}
          loading={isSaving}
          disabled={isBlank}
          data-testid="comment-submit"
        >
          Add Comment
        </Button>
      </Group>
    </Stack>
  );
}

/** The suggestion list under the caret. */
function SuggestionPopup({ state }: { state: NonNullable<SuggestionState> }) {
  const rect = state.rect;
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        radius="md"
        p={4}
        role="listbox"
        data-testid="mention-suggestions"
        style={{
          position: 'fixed',
          top: (rect?.bottom ?? 0) + 4,
          left: rect?.left ?? 0,
          zIndex: 1000,
          minWidth: 240,
          maxHeight: 260,
          overflowY: 'auto',
        }}
      >
        {state.items.map((item, i) => (
          <UnstyledButton
            key={item.id}
            role="option"
            aria-selected={i === state.selected}
            onMouseDown={(event) => {
              // Keep the editor's selection: the mention replaces the typed query.
              event.preventDefault();
              state.choose(item);
            }}
            px="xs"
            py={4}
            w="100%"
            style={{
              display: 'block',
              borderRadius: 4,
              background: i === state.selected ? 'var(--mantine-color-blue-light)' : undefined,
            }}
            data-testid="mention-option"
          >
            <Text size="sm">
              {state.char}
              {item.label}
            </Text>
            <Text size="xs" c="dimmed">
              {item.hint}
            </Text>
          </UnstyledButton>
        ))}
      </Paper>
    </Portal>
  );
}
