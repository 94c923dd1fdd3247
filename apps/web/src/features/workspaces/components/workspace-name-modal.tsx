import { Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';

type Props = {
  opened: boolean;
  title: string;
  initialName: string;
  /** Creating asks for an optional slug; renaming keeps the slug. */
  withSlug: boolean;
  isSaving: boolean;
  error: unknown;
  onSave: (value: { name: string; slug?: string }) => void;
  onClose: () => void;
};

const fieldError = (error: unknown, field: string): string | undefined => {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const messages = (error.body as Record<string, unknown> | null)?.[field];
  return Array.isArray(messages) ? messages.join(' ') : undefined;
};

/** The name (and, for a new workspace, the optional slug) of a workspace. */
export function WorkspaceNameModal(props: Props) {
  const [name, setName] = useState(props.initialName);
  const [slug, setSlug] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (props.opened) {
      setName(props.initialName);
      setSlug('');
      setMissing(false);
    }
  }, [props.opened, props.initialName]);

  const save = () => {
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    props.onSave({ name: name.trim(), ...(props.withSlug && slug.trim() ? { slug: slug.trim() } : {}) });
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={missing ? 'Name is required' : fieldError(props.error, 'name')}
          maxLength={100}
          data-autofocus
        />
        {props.withSlug && (
          <TextInput
            label="Slug"
            description="Used in links and API calls. Made from the name when left empty."
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
            error={fieldError(props.error, 'slug')}
            maxLength={50}
          />
        )}
        <DialogActions onCancel={props.onClose} label="Save" onConfirm={save} isBusy={props.isSaving} />
      </Stack>
    </Modal>
  );
}
