import type { BlockRegistry } from '../../src/registry';
import { uiStyles } from '../../src/ui';
import { permissionStyles } from '../../src/ui/permissions';
import { storefrontStylesheet } from '../render/styles';
import { themeHead } from '../render/theme';
import { accountStyles } from '../account/styles';
import { screenStyles } from '../screens/styles';
import { commerceStyles } from '../commerce/styles';
import { consentStyles } from '../consent/styles';
import { offerStyles } from '../marketing/styles';
import { helpStyles } from '../help/styles';
import type { StorefrontHead } from './storefrontHead';

const stylesheets = new WeakMap<BlockRegistry, string>();

/** The head on the server, from the store's theme and the registry (each built once per process). */
export function serverHead(
  registry: BlockRegistry,
  themeName: string | null | undefined,
  themeOverrides: Readonly<Record<string, string>> = {},
  fontFaceCss?: (stylesheetUrls: readonly string[]) => string,
): StorefrontHead {
  const theme = themeHead(themeName, themeOverrides);
  let stylesheet = stylesheets.get(registry);
  if (stylesheet === undefined) {
    stylesheet = [
      storefrontStylesheet(registry),
      uiStyles,
      permissionStyles,
      screenStyles,
      accountStyles,
      commerceStyles,
      consentStyles,
      offerStyles,
      helpStyles,
    ].join('\n');
    stylesheets.set(registry, stylesheet);
  }
  return {
    themeCss: theme.css,
    stylesheet,
    themeColor: theme.themeColor,
    fontStylesheets: theme.fontStylesheets,
    fonts: theme.fonts,
    fontFaces: fontFaceCss?.(theme.fontStylesheets) ?? '',
  };
}
