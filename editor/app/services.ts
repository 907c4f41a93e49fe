import { createContext, useContext } from 'react';
import type { SessionUser, StoreCoreData } from '../../src/model';
import { createSnackbarStore, type SnackbarStore } from '../../src/ui';
import type { EditorApi } from './api';

/** What every dashboard screen works with: the API, the signed-in seller, their store. */
export interface DashboardServices {
  api: EditorApi;
  user: SessionUser;
  /** The store being edited (the one this host serves). */
  coreData: StoreCoreData;
  divisionId: number;
  snackbar: SnackbarStore;
}

export const DashboardContext = createContext<DashboardServices | null>(null);

export function useDashboard(): DashboardServices {
  const services = useContext(DashboardContext);
  if (!services) throw new Error('useDashboard outside the dashboard');
  return services;
}

export const createDashboardSnackbar = (): SnackbarStore => createSnackbarStore();
