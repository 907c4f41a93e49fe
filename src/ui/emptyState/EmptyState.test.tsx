// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('<EmptyState>', () => {
  it('shows a title heading, its text and one action; the icon is decoration', () => {
    const onCreate = vi.fn();
    const { container } = render(
      <EmptyState
        icon="📄"
        title="No pages yet"
        text="This store has no pages yet. Create one to get started."
        action={
          <Button variant="primary" onClick={onCreate}>
            New page
          </Button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No pages yet' })).toBeTruthy();
    expect(
      screen.getByText('This store has no pages yet. Create one to get started.'),
    ).toBeTruthy();
    expect(container.querySelector('.ui-empty__icon')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('can be text alone at another heading level', () => {
    render(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
