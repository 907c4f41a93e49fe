import { useMemo } from 'react';
import { createOrdersClient } from '../../src/api/orders';
import { useServices } from '../app/ServicesContext';

/** The invoice and history calls over the storefront's transport. */
export function useOrdersClient() {
  const { transport } = useServices();
  return useMemo(() => createOrdersClient(transport), [transport]);
}
