import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { featureEnabled } from '../../src/flags/featureFlags';
import { ICON_FEATURE, iconSetsOf, iconStylesheets } from './iconStylesheets';

/**
 * Links the icon kit's stylesheets once a page the browser draws shows icons (the server
 * links them into the pages it renders). Checked after every navigation; a stylesheet is
 * linked once. The `fontawesome` feature flag turns it off.
 */
export function useIconKit(): void {
  const router = useRouter();
  useEffect(() => {
    const linkWhatIsShown = () => {
      if (!featureEnabled(ICON_FEATURE, router.state.location.search as Record<string, unknown>))
        return;
      const classNames = [...document.querySelectorAll('[class*="fa-"]')].map(
        (element) => element.getAttribute('class') ?? '',
      );
      for (const href of iconStylesheets(iconSetsOf(classNames))) {
        if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.dataset.iconKit = '';
        document.head.append(link);
      }
    };
    linkWhatIsShown();
    return router.subscribe('onRendered', linkWhatIsShown);
  }, [router]);
}
