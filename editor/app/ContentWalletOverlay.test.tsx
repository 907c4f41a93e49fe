// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockSchema } from '../../src/model';
import { CONTENT_WALLET_KEY, readWallet } from './contentWallet';
import { ContentWalletControl } from './ContentWalletOverlay';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const button = blockSchema.parse({
  id: 'b1',
  uid: 'b1',
  type: 'button',
  size: { x: 6, y: 1 },
  properties: { text: 'Shop now', template: 'v2' },
});

describe('<ContentWalletControl>', () => {
  it('saves the selected blocks under a name, inserts them and removes them', () => {
    const onInsert = vi.fn();
    const { rerender } = render(
      <ContentWalletControl selected={[button]} fallbackName="Button" onInsert={onInsert} />,
    );
    const opener = screen.getByRole('button', { name: 'Content wallet' });
    opener.focus();
    fireEvent.click(opener);
    let dialog = screen.getByRole('dialog', { name: 'Content wallet' });
    expect(within(dialog).getByText('Your wallet is empty.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name for the 1 block selected'), {
      target: { value: 'Sale button' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to wallet' }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Saved “Sale button” to your wallet.',
    );
    expect(readWallet().map((entry) => entry.name)).toEqual(['Sale button']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert Sale button' }));
    expect(onInsert).toHaveBeenCalledWith([button]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    rerender(
      <ContentWalletControl selected={[]} fallbackName="Saved content" onInsert={onInsert} />,
    );
    fireEvent.click(opener);
    dialog = screen.getByRole('dialog', { name: 'Content wallet' });
    expect(
      within(dialog).getByText('Select blocks on the page to save them here for reuse.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Sale button' }));
    expect(localStorage.getItem(CONTENT_WALLET_KEY)).toBe('[]');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
