/** Anything a click handler gets that can stop the browser's default action (a link's navigation). */
export interface Preventable {
  preventDefault(): void;
}

/**
 * A click on something that needs a permission: with it, the action runs; without it the
 * action is prevented (and the default of the click, such as following a link) and the
 * user is asked whether to request the permission instead.
 */
export const permissionGate =
  (allowed: boolean, action: () => void, askForPermission: () => void) =>
  (event?: Preventable): void => {
    if (allowed) {
      action();
      return;
    }
    event?.preventDefault();
    askForPermission();
  };
