// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <output>{useHydrated() ? 'hydrated' : 'server'}</output>;
}

describe('useHydrated', () => {
  it('is false in server HTML and true once rendered in the browser', () => {
    expect(renderToString(<Probe />)).toContain('server');
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('hydrated');
  });
});
