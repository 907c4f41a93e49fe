import { HeadContent, Outlet, Scripts, useMatches, useRouter } from '@tanstack/react-router';
import type { LayoutName } from '../../src/model';
import { Snackbar } from '../../src/ui';
import { ChatPanel } from '../chat/ChatPanel';
import { serializeState, STATE_ELEMENT_ID } from '../data/state';
import { useIconKit } from '../icons/useIconKit';
import { Shell } from '../shell/Shell';
import { useScrollBehaviour } from '../shell/useScrollBehaviour';
import { useFontLoading } from './useFontLoading';
import { ServicesContext } from './ServicesContext';

/** The layout of the deepest matched route whose metadata names one; standard otherwise. */
function useLayout(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const staticData = matches[i]?.staticData;
    const layout = staticData?.meta?.layout ?? staticData?.layout;
    if (layout) return layout;
  }
  return 'standard';
}

/**
 * The whole HTML document, rendered on the server and hydrated in the browser. The
 * embedded state (core data, session, the head's small part) lets the browser start
 * without a second request; the routes' own data travels in the router's dehydration.
 */
export function Document() {
  const router = useRouter();
  const services = router.options.context.services;
  const layout = useLayout();
  useScrollBehaviour();
  useFontLoading(services.head.fonts);
  useIconKit();
  const state = serializeState({
    coreData: services.coreData,
    session: services.session,
    origin: services.origin,
    platformOrigin: services.platformOrigin,
    assets: services.assets,
    head: {
      themeColor: services.head.themeColor,
      fontStylesheets: services.head.fontStylesheets,
      fonts: services.head.fonts,
    },
    currency: services.currency,
    renderedAt: services.renderedAt,
  });
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <ServicesContext.Provider value={services}>
          <Shell layout={layout}>
            <Outlet />
          </Shell>
          <Snackbar store={services.snackbar} />
          <ChatPanel />
        </ServicesContext.Provider>
        <script
          type="application/json"
          id={STATE_ELEMENT_ID}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: state }}
        />
        <Scripts />
      </body>
    </html>
  );
}
