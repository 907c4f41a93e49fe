import { createContext, useContext } from 'react';
import type { StorefrontServices } from './services';

export const ServicesContext = createContext<StorefrontServices | null>(null);

/** The storefront's services (core data, session, API) inside the app. */
export function useServices(): StorefrontServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside the storefront app');
  return services;
}
