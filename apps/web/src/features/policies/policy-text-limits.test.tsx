import { notifications } from '@mantine/notifications';
import { policySchema } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreatePolicyModal } from './components/create-policy-modal.tsx';
import { EditPolicyModal } from './components/edit-policy-modal.tsx';
import { POLICY, renderAt, stubServer } from './test-utils.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const TOO_LONG_NAME = 'Ensure this field has no more than 100 characters.';
const TOO_LONG_DESCRIPTION = 'Ensure this field has no more than 2000 characters.';

function fields(dialog: HTMLElement) {
  return {
    name: within(dialog).getByRole('textbox', { name: 'Policy Name' }) as HTMLInputElement,
    description: within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement,
  };
}

describe('policy name and description limits', () => {
  it('stops typing at the limits in Create Policy, and names the limit of a longer pasted text', async () => {
    const { calls } = stubServer({});
    renderAt(<CreatePolicyModal opened onClose={() => {}} />, '/p', '/p');
    const dialog = await screen.findByRole('dialog');
    const { name, description } = fields(dialog);
    expect(name.maxLength).toBe(100);
    expect(description.maxLength).toBe(2000);
    // jsdom does not apply maxLength to a value set by script: the form's own check still answers.
    fireEvent.change(name, { target: { value: 'n'.repeat(101) } });
    fireEvent.change(description, { target: { value: 'd'.repeat(2001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Policy' }));
    await within(dialog).findByText(TOO_LONG_NAME);
    expect(within(dialog).getByText(TOO_LONG_DESCRIPTION)).toBeTruthy();
    // Type and category are still unset: only those two say 'Required'.
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stops typing at the limits in Edit Policy Details too', async () => {
    const { calls } = stubServer({});
    renderAt(<EditPolicyModal policy={policySchema.parse(POLICY)} opened onClose={() => {}} />, '/p', '/p');
    const dialog = await screen.findByRole('dialog');
    const { name, description } = fields(dialog);
    expect(name.maxLength).toBe(100);
    expect(description.maxLength).toBe(2000);
    fireEvent.change(name, { target: { value: 'n'.repeat(101) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(TOO_LONG_NAME);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(false));
  });
});
