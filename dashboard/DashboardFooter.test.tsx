// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardFooter } from './DashboardFooter';

afterEach(cleanup);

describe('dashboard footer', () => {
  it('names the release version, 2.379.4', () => {
    render(<DashboardFooter />);
    expect(screen.getByRole('contentinfo').textContent).toBe('Omnis 2.379.4');
  });
});
