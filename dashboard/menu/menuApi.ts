import { fetchTransport, type Transport } from '../../src/api';
import type { MainMenuEntry } from '../../src/model';

export interface StoredMenu {
  mainMenu: MainMenuEntry[];
  version: number;
}

/** The main menu API (server/menu/routes.ts); screens take it as a prop. */
export interface MenuApi {
  get(divisionId: number): Promise<StoredMenu>;
  /** Rejects with a 409 ApiError whose body holds the current menu when stale. */
  save(divisionId: number, version: number, mainMenu: MainMenuEntry[]): Promise<StoredMenu>;
}

export function httpMenuApi(transport: Transport = fetchTransport()): MenuApi {
  return {
    get: async (division) =>
      (await transport({
        method: 'GET',
        path: `/divisions/${division}/main-menu/`,
      })) as StoredMenu,
    save: async (division, version, mainMenu) =>
      (await transport({
        method: 'PUT',
        path: `/divisions/${division}/main-menu/`,
        body: { version, mainMenu },
      })) as StoredMenu,
  };
}
