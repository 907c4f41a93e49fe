import { useCallback, useState } from 'react';
import { permissionGate, type Preventable } from './gate';

/**
 * The state behind a screen's permission requests: `gate(allowed, permissions, action)`
 * makes a click handler that runs the action, or prevents it and opens the overlay for
 * `permissions`; pass `permissions` and `close` to <RequestPermissionDialog>.
 */
export function usePermissionRequest() {
  const [permissions, setPermissions] = useState<string | null>(null);
  const gate = useCallback(
    (allowed: boolean, wanted: string, action: () => void): ((event?: Preventable) => void) =>
      permissionGate(allowed, action, () => setPermissions(wanted)),
    [],
  );
  const close = useCallback(() => setPermissions(null), []);
  return { permissions, gate, ask: setPermissions, close };
}
