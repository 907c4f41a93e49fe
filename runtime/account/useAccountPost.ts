import { useServices } from '../app/ServicesContext';

/**
 * The storefront's API poster for the account screens (CSRF header included by the
 * services). Only the browser has one: on the server the screens render their first step.
 */
export function useAccountPost(): (path: string, body: unknown) => Promise<unknown> {
  const { post } = useServices();
  return async (path, body) => {
    if (!post) throw new Error('The page is still loading. Please try again.');
    return post(path, body);
  };
}
