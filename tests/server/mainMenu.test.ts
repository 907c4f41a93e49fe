import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainMenuEntry } from '../../src/model';
import { MENU_MESSAGES } from '../../src/menu';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

type Menu = { mainMenu: MainMenuEntry[]; version: number };

/** The main menu editor's API (issue 18) and the storefront reading it, on both databases. */
describe.each(testDatabaseKinds())('main menu on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const path = '/omnis/v3/divisions/demo/main-menu/';
  const edited = [
    {
      text: 'Birds',
      href: '/collections/birds/',
      color: '#ffffff',
      backgroundColor: '#1d4ed8',
      submenu: [
        {
          mode: 'tiles',
          title: 'New in',
          items: [
            {
              src: '/uploads/1/heron.png',
              title: 'Herons',
              link: 'javascript:alert(1)',
              ratio: 'wide',
              borderRadius: 'rounded',
              overlay: 'rgba(0,0,0,0.3)',
              shadow: 'medium',
              button: { text: 'Shop herons' },
            },
          ],
        },
      ],
    },
    { text: 'Help', href: 'mailto:help@example.com' },
  ];

  it('saves a versioned menu with its links sanitised, and the storefront reads it', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const first = await seller.get<Menu>(path);
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);

    const saved = await seller.request<Menu>('PUT', path, { version: 1, mainMenu: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const tile = saved.body.mainMenu[0]?.submenu[0];
    expect(tile?.mode === 'tiles' ? tile.items[0] : null).toStrictEqual({
      src: '/uploads/1/heron.png',
      title: 'Herons',
      description: '',
      link: '/404/',
      overlay: 'rgba(0,0,0,0.3)',
      borderRadius: 'rounded',
      ratio: 'wide',
      textAlignment: 'left',
      color: null,
      shadow: 'medium',
      button: {
        text: 'Shop herons',
        textColor: null,
        backgroundColor: null,
        borderColor: null,
        borderRadius: null,
        width: 'auto',
      },
    });

    const shopper = server.browser();
    await shopper.visit();
    const core = await shopper.get<{ state: { subdomain: { mainMenu: MainMenuEntry[] } } }>(
      '/omnis/v3/frontend/getStoreCoreData/json/',
    );
    expect(core.body.state.subdomain.mainMenu.map((entry) => entry.text)).toStrictEqual([
      'Birds',
      'Help',
    ]);

    const stale = await seller.request<{ message: string }>('PUT', path, {
      version: 1,
      mainMenu: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MENU_MESSAGES.conflict);

    const blank = await seller.request<{ message: string }>('PUT', path, {
      version: 2,
      mainMenu: [{ text: '' }],
    });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe(MENU_MESSAGES.textRequired);

    const again = await seller.request<Menu>('PUT', path, { version: 2, mainMenu: [] });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(3);
  });

  it('refuses a visitor', async () => {
    const visitor = server.browser();
    await visitor.visit();
    const answer = await visitor.request('PUT', path, { version: 1, mainMenu: [] });
    expect([401, 403]).toContain(answer.status);
  });
});
