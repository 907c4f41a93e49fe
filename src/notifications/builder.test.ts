import { describe, expect, it } from 'vitest';
import { documentTitle } from '../rules/documentTitle';
import {
  BUILDER_MESSAGES,
  builderPrefill,
  composeNotificationSchema,
  formFieldName,
  isScheduleInFuture,
} from './builder';
import { pushStep, PUSH_MESSAGES, subscriptionRequestSchema } from './push';

describe('builder', () => {
  it('prefills from the query: title, body, related, href', () => {
    expect(builderPrefill('?title=Sale&body=Half+off&related=42&href=%2Fsale%2F')).toStrictEqual({
      title: 'Sale',
      body: 'Half off',
      related: '42',
      href: '/sale/',
    });
    expect(builderPrefill('')).toStrictEqual({ title: '', body: '', related: '', href: '' });
  });
  it('needs a title, a product for product customers, and a channel', () => {
    const first = (input: unknown) => {
      const result = composeNotificationSchema.safeParse(input);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(first({ title: ' ' })).toBe(BUILDER_MESSAGES.title);
    expect(first({ title: 'Hi', audience: 'product-customers' })).toBe(BUILDER_MESSAGES.product);
    expect(first({ title: 'Hi', inApp: false })).toBe(BUILDER_MESSAGES.channel);
    expect(composeNotificationSchema.parse({ title: 'Hi' })).toMatchObject({
      template: 'Simple',
      audience: 'all-customers',
      inApp: true,
      push: false,
      scheduledAt: null,
    });
  });
  it('takes actions, form fields, dismiss and footer actions, each labelled', () => {
    const first = (input: unknown) => {
      const result = composeNotificationSchema.safeParse({ title: 'Hi', ...(input as object) });
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(first({ actions: [{ text: ' ', href: '/sale/' }] })).toBe(BUILDER_MESSAGES.actionText);
    expect(first({ actions: [{ text: 'Shop', href: '' }] })).toBe(BUILDER_MESSAGES.actionHref);
    expect(first({ formFields: [{ label: '' }] })).toBe(BUILDER_MESSAGES.fieldLabel);
    expect(first({ formFields: [{ label: 'Size' }, { label: 'size' }] })).toBe(
      BUILDER_MESSAGES.fieldNames,
    );
    expect(
      composeNotificationSchema.parse({
        title: 'Hi',
        actions: [{ text: 'Shop', href: '/sale/', primary: true }],
        formFields: [{ label: 'Shoe size', type: 'number' }],
        dismissAction: { text: 'Not now', href: '{close}' },
      }),
    ).toMatchObject({
      actions: [{ text: 'Shop', href: '/sale/', primary: true }],
      formFields: [{ name: 'shoe_size', label: 'Shoe size', type: 'number' }],
      dismissAction: { text: 'Not now', href: '{close}', primary: false },
      footerAction: null,
    });
    expect(formFieldName(' Your e-mail! ')).toBe('your_e_mail');
    expect(formFieldName('!!')).toBe('field');
  });
  it('schedules only in the future', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    expect(isScheduleInFuture('2026-01-01T10:00:01.000Z', now)).toBe(true);
    expect(isScheduleInFuture('2026-01-01T10:00:00.000Z', now)).toBe(false);
  });
});

describe('push', () => {
  it('shows the push-not-supported dialog where push is missing', () => {
    expect(pushStep({ supported: false, permission: 'granted', hasSubscription: false })).toBe(
      'show-not-supported',
    );
  });
  it('asks at default, subscribes at granted only without a subscription, stops at denied', () => {
    expect(pushStep({ supported: true, permission: 'default', hasSubscription: false })).toBe(
      'ask-permission',
    );
    expect(pushStep({ supported: true, permission: 'granted', hasSubscription: false })).toBe(
      'subscribe',
    );
    expect(pushStep({ supported: true, permission: 'granted', hasSubscription: true })).toBe(
      'nothing',
    );
    expect(pushStep({ supported: true, permission: 'denied', hasSubscription: false })).toBe(
      'nothing',
    );
  });
  it('logs the spec message on failure and validates the subscription', () => {
    expect(PUSH_MESSAGES.subscribeFailed).toBe('Unable to create push subscription for user');
    expect(
      subscriptionRequestSchema.safeParse({
        subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'a', auth: 'b' } },
        extras: { device: 'phone' },
      }).success,
    ).toBe(true);
    expect(
      subscriptionRequestSchema.safeParse({ subscription: { endpoint: 'javascript:alert(1)' } })
        .success,
    ).toBe(false);
  });
});

describe('document title with unread notifications', () => {
  it('reads ({n}) {page title} | {company}', () => {
    expect(documentTitle({ pageTitle: 'Shop', companyName: 'Demo Store', unread: 3 })).toBe(
      '(3) Shop | Demo Store',
    );
    expect(documentTitle({ pageTitle: 'Shop', companyName: 'Demo Store', unread: 0 })).toBe(
      'Shop | Demo Store',
    );
  });
});
