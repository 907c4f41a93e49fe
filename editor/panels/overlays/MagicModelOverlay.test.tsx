// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAGIC_PROMPT_REQUIRED } from './magicModel';
import { MagicModelOverlay } from './MagicModelOverlay';

afterEach(cleanup);

describe('<MagicModelOverlay>', () => {
  it('asks for a description, shows the written draft, and inserts it', () => {
    const onInsert = vi.fn();
    render(<MagicModelOverlay onInsert={onInsert} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Magic model' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MAGIC_PROMPT_REQUIRED);
    expect(within(dialog).queryByRole('button', { name: 'Use this text' })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('What is the text about?'), {
      target: { value: 'organic cotton, free returns' },
    });
    fireEvent.change(within(dialog).getByLabelText('Style'), { target: { value: 'highlights' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write' }));
    const draft = within(dialog).getByRole('region', { name: 'Draft' });
    expect(
      within(draft)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Organic cotton', 'Free returns']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this text' }));
    expect(onInsert).toHaveBeenCalledWith('<ul><li>Organic cotton</li><li>Free returns</li></ul>');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<MagicModelOverlay onInsert={vi.fn()} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
