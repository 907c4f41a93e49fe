import { HeadContent, Outlet, Scripts, useMatches, useRouter } from '@tanstack/react-router';
import type { LayoutName } from '../../src/model';
import { serializeState, STATE_ELEMENT_ID } from '../data/state';
import { Shell } from '../shell/Shell';
import { useScrollBehaviour } from '../shell/useScrollBehaviour';
import { useFontLoading } from './useFontLoading';
import { ServicesContext } from './ServicesContext';

/** The layout of the deepest matched route that names one; standard otherwise. */
function useLayout(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const layout = matches[i]?.staticData.layout;
    if (layout) return layout;
  }
  return 'standard';
}

/**
 * The whole HTML document, rendered on the server and hydrated in the browser. The
 * embedded state (core data, session, pages already loaded) lets the browser start
 * without a second request.
 */
export function Document() {
  const router = useRouter();
  const services = router.options.context.services;
  const layout = useLayout();
  useScrollBehaviour();
  useFontLoading();
  const state = serializeState({
    coreData: services.coreData,
    session: services.session,
    origin: services.origin,
    assets: services.assets,
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
