// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../src/errors';
import type { MailExport } from '../../src/mail';
import { MailPreviewScreen } from './MailPreviewScreen';
import { deferred, fakeMailApi, renderWithMailApi } from './testing/testKit';

afterEach(cleanup);

const MAIL: MailExport = {
  subject: 'Spring is here',
  preheader: 'Six new designs',
  html: '<!DOCTYPE html><html><body><p>Hello from the email</p></body></html>',
  text: 'Hello from the email\n\nShop now https://shop.example/',
};

async function setup(
  overrides: Parameters<typeof fakeMailApi>[0] = {},
  props: { onOpenOutbox?: () => void } = {},
) {
  const api = fakeMailApi({ mailOf: vi.fn(async () => MAIL), ...overrides });
  await act(async () => {
    renderWithMailApi(<MailPreviewScreen divisionId={3} pageId={7} {...props} />, api);
  });
  return api;
}

const frame = () => screen.getByTitle('Email preview: Spring is here') as HTMLIFrameElement;

describe('<MailPreviewScreen>', () => {
  it("shows the page's email in a sandboxed frame with its subject and preheader", async () => {
    const api = await setup();
    expect(api.mailOf).toHaveBeenCalledWith(3, 7);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preview as email');
    expect(screen.getByText('Spring is here').tagName).toBe('DD');
    expect(screen.getByText('Six new designs').tagName).toBe('DD');
    expect(frame().getAttribute('sandbox')).toBe('');
    expect(frame().getAttribute('srcdoc')).toBe(MAIL.html);
  });

  it('switches between desktop (600px) and mobile (375px) widths', async () => {
    await setup();
    const desktop = screen.getByRole('button', { name: 'Desktop (600px)' });
    const mobile = screen.getByRole('button', { name: 'Mobile (375px)' });
    expect([desktop.getAttribute('aria-pressed'), frame().style.width]).toStrictEqual([
      'true',
      '600px',
    ]);
    fireEvent.click(mobile);
    expect([
      mobile.getAttribute('aria-pressed'),
      desktop.getAttribute('aria-pressed'),
      frame().style.width,
    ]).toStrictEqual(['true', 'false', '375px']);
  });

  it('shows the plain-text version in its own tab', async () => {
    await setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByRole('tab', { name: 'Plain text' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe(MAIL.text);
    expect(screen.queryByTitle('Email preview: Spring is here')).toBeNull();
  });

  it('shows why the email cannot be shown, and tries again', async () => {
    const mailOf = vi
      .fn()
      .mockRejectedValueOnce(
        errorFromResponse(422, {
          message: 'This page is not a mail page',
          errors: { isMailPage: ['This page is not a mail page'] },
        }),
      )
      .mockResolvedValueOnce(MAIL);
    await setup({ mailOf });
    expect(
      within(screen.getByRole('alert')).getByText('This page is not a mail page'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(frame().getAttribute('srcdoc')).toBe(MAIL.html);
  });

  it('checks the address with the shared email rule before sending', async () => {
    const api = await setup();
    const field = screen.getByLabelText('Send a test to');
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    const message = screen.getByText('Please enter a valid email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(api.sendTest).not.toHaveBeenCalled();
  });

  it('shows progress while sending, then the result with a link to the outbox', async () => {
    const sending = deferred<{ delivery: 'outbox'; message: string; outboxId: number }>();
    const onOpenOutbox = vi.fn();
    const api = await setup({ sendTest: vi.fn(() => sending.promise) }, { onOpenOutbox });
    fireEvent.change(screen.getByLabelText('Send a test to'), {
      target: { value: ' reader@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(api.sendTest).toHaveBeenCalledWith(3, 7, 'reader@example.com');
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('Sending the test email…');
    await act(async () =>
      sending.resolve({
        delivery: 'outbox',
        message:
          'No mail server is set up, so the test email to reader@example.com was saved in the outbox',
        outboxId: 4,
      }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'No mail server is set up, so the test email to reader@example.com was saved in the outbox Open the outbox',
    );
    const link = screen.getByRole('link', { name: 'Open the outbox' });
    expect(link.getAttribute('href')).toBe('/dashboard/outbox/');
    fireEvent.click(link);
    expect(onOpenOutbox).toHaveBeenCalledTimes(1);
  });

  it('says a test went out over SMTP without an outbox link', async () => {
    await setup({
      sendTest: vi.fn(async () => ({
        delivery: 'smtp' as const,
        message: 'Test email sent to reader@example.com',
      })),
    });
    fireEvent.change(screen.getByLabelText('Send a test to'), {
      target: { value: 'reader@example.com' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test' })));
    expect(screen.getByRole('status').textContent).toBe('Test email sent to reader@example.com');
    expect(screen.queryByRole('link', { name: 'Open the outbox' })).toBeNull();
  });

  it("shows a failed send's message", async () => {
    await setup({
      sendTest: vi.fn(async () =>
        Promise.reject(
          errorFromResponse(502, {
            message: 'The mail server did not accept the test email. Please try again later.',
          }),
        ),
      ),
    });
    fireEvent.change(screen.getByLabelText('Send a test to'), {
      target: { value: 'reader@example.com' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'The mail server did not accept the test email. Please try again later.',
    );
    expect((screen.getByRole('button', { name: 'Send test' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("puts the server's refusal of the address under the field and focuses it", async () => {
    await setup({
      sendTest: vi.fn(async () =>
        Promise.reject(
          errorFromResponse(422, {
            message: 'The given data was invalid.',
            errors: { to: ['Please enter a valid email address'] },
          }),
        ),
      ),
    });
    const field = screen.getByLabelText('Send a test to');
    fireEvent.change(field, { target: { value: 'reader@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test' })));
    const message = screen.getByText('Please enter a valid email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('alert')).toBe(message);
  });

  it('focuses the address when the shared rule refuses it', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Send a test to'));
  });
});
