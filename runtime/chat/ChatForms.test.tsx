// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineForm, StartForm } from './ChatForms';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('the chat panel forms', () => {
  it('start a chat with the group the store chose, not a fixed one', async () => {
    const onStart = vi.fn(async () => undefined);
    render(<StartForm group={4} groupName="Studio" onStart={onStart} />);
    type('Your name', 'Ada');
    type('Your message', 'Can I print on the sleeve?');
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(onStart).toHaveBeenCalledWith({
      group: 4,
      name: 'Ada',
      email: '',
      body: 'Can I print on the sleeve?',
    });
  });

  it('leave a message for the chosen group, with the schema messages under the fields', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<OfflineForm group={1} groupName="Pro" onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Please tell us your name');
    expect(onSend).not.toHaveBeenCalled();
    type('Your name', 'Ada');
    type('Email', 'ada@example.com');
    type('Your message', 'Call me back');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        group: 1,
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Call me back',
      }),
    );
  });
});
