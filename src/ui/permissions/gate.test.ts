import { describe, expect, it, vi } from 'vitest';
import { permissionGate } from './gate';

describe('permissionGate', () => {
  it('runs the action when the user has the permission', () => {
    const action = vi.fn();
    const ask = vi.fn();
    const event = { preventDefault: vi.fn() };
    permissionGate(true, action, ask)(event);
    expect(action).toHaveBeenCalledOnce();
    expect(ask).not.toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('prevents the action and asks for the permission when the user lacks it', () => {
    const action = vi.fn();
    const ask = vi.fn();
    const event = { preventDefault: vi.fn() };
    permissionGate(false, action, ask)(event);
    expect(action).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(ask).toHaveBeenCalledOnce();
  });
});
