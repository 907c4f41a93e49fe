// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './Button';

afterEach(cleanup);

describe('buttonClass', () => {
  it('is the secondary, medium look by default', () => {
    expect(buttonClass()).toBe('ui-button');
  });

  it('adds one modifier per variant and size away from the default', () => {
    expect(buttonClass({ variant: 'primary' })).toBe('ui-button ui-button--primary');
    expect(buttonClass({ variant: 'danger', size: 'small' })).toBe(
      'ui-button ui-button--danger ui-button--small',
    );
    expect(buttonClass({ variant: 'quiet' })).toBe('ui-button ui-button--quiet');
  });
});

describe('Button', () => {
  it('is a plain button (never an accidental submit) with the look and extra classes', () => {
    render(
      <Button variant="primary" className="extra">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('ui-button ui-button--primary extra');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('runs its action when not busy', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy stays focusable, says so, ignores clicks and does not submit its form', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
