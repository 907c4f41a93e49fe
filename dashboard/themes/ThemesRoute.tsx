import { useBlocker } from '@tanstack/react-router';
import { ThemesScreen } from './ThemesScreen';

export const LEAVE_MESSAGE = 'You have unsaved theme changes. Leave this page anyway?';

/** Leaving with unsaved changes asks first (in the app and when closing the tab), as the page editor does. */
function UnsavedChangesGuard({ when }: { when: boolean }) {
  useBlocker({
    shouldBlockFn: () => when && !window.confirm(LEAVE_MESSAGE),
    enableBeforeUnload: () => when,
  });
  return null;
}

/** The route's component (loaded on demand): the screen with the router's leave guard. */
export function ThemesRoute() {
  return <ThemesScreen LeaveGuard={UnsavedChangesGuard} />;
}
