import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MailApiContext, type MailApi } from '../mailApi';

/** A MailApi whose every call fails loudly unless the test gives it. */
export function fakeMailApi(overrides: Partial<MailApi> = {}): MailApi {
  const missing = (name: string) =>
    vi.fn(async () => Promise.reject(new Error(`${name} not faked`)));
  return {
    mailOf: missing('mailOf'),
    sendTest: missing('sendTest'),
    outbox: missing('outbox'),
    outboxMessage: missing('outboxMessage'),
    ...overrides,
  };
}

export function renderWithMailApi(ui: ReactElement, api: MailApi) {
  return render(<MailApiContext.Provider value={api}>{ui}</MailApiContext.Provider>);
}

/** A promise the test settles when it wants (to see in-between states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
