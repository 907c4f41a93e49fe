import type { SessionView } from '../../src/ssr/contract';

/**
 * Who may open a store's page documents: sellers with dashboard access to that store edit
 * (read-write); staff (internal users) watch read-only; nobody else connects. The same
 * rule as the pages API (`canEditDivision`, `canReadAnyPage`).
 */
export type CollabAccess = 'edit' | 'read';

export function collabAccess(session: SessionView | null, divisionId: number): CollabAccess | null {
  if (!session) return null;
  if (session.dashboardDivisions.includes(divisionId)) return 'edit';
  if (session.internal) return 'read';
  return null;
}
