import { Drawer } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { LiteCoverageBanner } from './screening-banners.tsx';

const POPOVER_TEXT = /we hold sanctions designations/;

describe('the sanctions-only banner', () => {
  it('closes only its info popover on Escape inside a drawer, then the drawer on the next Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Drawer opened onClose={onClose} title="Address Preview">
        <LiteCoverageBanner />
      </Drawer>,
    );
    const info = await screen.findByRole('button', { name: 'About sanctions-only screening' });
    fireEvent.click(info);
    expect(await screen.findByText(POPOVER_TEXT)).toBeTruthy();

    fireEvent.keyDown(info, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(POPOVER_TEXT)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(info, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the drawer open on Escape from the popover itself (its link focused)', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Drawer opened onClose={onClose} title="Address Preview">
        <LiteCoverageBanner />
      </Drawer>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'About sanctions-only screening' }));
    const link = await screen.findByRole('link', { name: 'Learn more' });
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(POPOVER_TEXT)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });
});
