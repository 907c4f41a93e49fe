import { useMemo } from 'react';
import { createCheckoutClient } from '../../src/api/checkout';
import { useServices } from '../app/ServicesContext';

/** The checkout calls over the storefront's transport (the CSRF header included). */
export function useCheckoutClient() {
  const { transport } = useServices();
  return useMemo(() => createCheckoutClient(transport), [transport]);
}
