// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { PageHeader } from './PageHeader';
import { Toolbar } from './Toolbar';

afterEach(cleanup);

function Widths() {
  return (
    <Toolbar label="Preview width">
      <Button>Desktop (600px)</Button>
      <Button>Mobile (375px)</Button>
      <Button aria-disabled>Tablet</Button>
      <Button disabled>Print</Button>
    </Toolbar>
  );
}
const buttons = () => screen.getAllByRole('button').slice(0, 3);
const tabStops = () => buttons().map((button) => button.tabIndex);

describe('<Toolbar>', () => {
  it('is a named toolbar with one tab stop, the first item; disabled items are skipped', () => {
    render(<Widths />);
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('tabindex')).toBe(false);
    const toolbar = screen.getByRole('toolbar', { name: 'Preview width' });
    expect(toolbar.getAttribute('aria-orientation')).toBe('horizontal');
    expect(tabStops()).toEqual([0, -1, -1]);
  });

  it('moves focus and the tab stop with the arrows, Home and End, wrapping', () => {
    render(<Widths />);
    const [desktop, mobile, tablet] = buttons() as [HTMLElement, HTMLElement, HTMLElement];
    desktop.focus();
    fireEvent.keyDown(desktop, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(mobile);
    expect(tabStops()).toEqual([-1, 0, -1]);
    fireEvent.keyDown(mobile, { key: 'End' });
    expect(document.activeElement).toBe(tablet);
    fireEvent.keyDown(tablet, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(desktop);
    fireEvent.keyDown(desktop, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tablet);
    fireEvent.keyDown(tablet, { key: 'Home' });
    expect(document.activeElement).toBe(desktop);
    expect(tabStops()).toEqual([0, -1, -1]);
  });

  it('remembers the item focused by a click as the tab stop', () => {
    render(<Widths />);
    const mobile = buttons()[1]!;
    fireEvent.focus(mobile);
    expect(tabStops()).toEqual([-1, 0, -1]);
  });

  it('leaves vertical arrows alone in a horizontal toolbar', () => {
    render(<Widths />);
    const desktop = buttons()[0]!;
    desktop.focus();
    fireEvent.keyDown(desktop, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(desktop);
  });
});

describe('<PageHeader>', () => {
  it('shows the screen title as its h1, the description and the actions', () => {
    render(
      <PageHeader
        title="Outbox"
        titleId="outbox-title"
        description="Test emails are kept here."
        actions={<Button>Refresh</Button>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Outbox' });
    expect(heading.id).toBe('outbox-title');
    expect(screen.getByText('Test emails are kept here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
