// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Loading } from './Loading';

afterEach(cleanup);

describe('<Loading>', () => {
  it('says what is loading in a status, and nothing else', () => {
    render(<Loading label="Loading pages…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading pages…');
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('draws skeleton lines hidden from screen readers, outside the status', () => {
    render(<Loading label="Loading the outbox…" skeletonLines={3} />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(3);
    expect(screen.getByRole('status').contains(skeleton)).toBe(false);
  });
});
