import { describe, expect, it } from 'vitest';
import { isCsrfProtected, issuesXsrfCookie } from './csrf';

describe('CSRF rules', () => {
  it('protects every state-changing method except the credential-less event collector', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(isCsrfProtected({ method, url: '/omnis/v3/basket/remove/' })).toBe(true);
    expect(isCsrfProtected({ method: 'GET', url: '/omnis/v3/basket/main/list/' })).toBe(false);
    expect(isCsrfProtected({ method: 'POST', url: '/omnis/v3/event-collector/' })).toBe(false);
    expect(isCsrfProtected({ method: 'POST', url: '/omnis/v3/event-collector/?x=1' })).toBe(false);
  });

  it('issues the cookie on the session read, the dashboard and writes; never on cacheable storefront pages, core data or assets', () => {
    expect(issuesXsrfCookie({ method: 'GET', url: '/omnis/v3/dashboard/secure/get/' })).toBe(true);
    expect(issuesXsrfCookie({ method: 'GET', url: '/dashboard/pages/' })).toBe(true);
    expect(issuesXsrfCookie({ method: 'POST', url: '/omnis/v3/basket/remove/' })).toBe(true);
    expect(issuesXsrfCookie({ method: 'GET', url: '/about-us/' })).toBe(false);
    expect(
      issuesXsrfCookie({ method: 'GET', url: '/omnis/v3/frontend/demo/getStoreCoreData/json/' }),
    ).toBe(false);
    expect(issuesXsrfCookie({ method: 'GET', url: '/omnis/v3/divisions/demo/pages/1/' })).toBe(
      false,
    );
    expect(issuesXsrfCookie({ method: 'GET', url: '/assets/runtime.js' })).toBe(false);
  });
});
