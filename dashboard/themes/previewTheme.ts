import { fontStylesheets, themeToVariables } from '../../themes';
import { resolveStoreTheme, type StoreTheme } from '../../themes/storeTheme';
import { fontStylesheetUrl } from '../../runtime/render/theme';
import { THEME_PREVIEW_APPLY, type ThemePreviewApply } from '../../src/themePreview/protocol';

/**
 * What the preview frame is sent for a theme being edited: every key resolved over the
 * preset (a changed seed such as primary.color moves the keys that refer to it), as the
 * storefront's head would write it, and the self-hosted fonts it needs.
 */
export function previewMessage(theme: StoreTheme): ThemePreviewApply {
  const resolved = resolveStoreTheme(theme);
  return {
    type: THEME_PREVIEW_APPLY,
    variables: themeToVariables(resolved.values),
    fontStylesheets: fontStylesheets(resolved.fonts).map(fontStylesheetUrl),
  };
}
