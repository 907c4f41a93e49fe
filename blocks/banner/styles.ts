import { BREAKPOINTS } from '../../src/model';
import { themeVar } from '../../themes/base';
import { BANNER_ACTION_MAX_WIDTH, BANNER_SMALL_SCREEN_MIN_HEIGHT } from './properties';

export const bannerStyles = `
.block-banner {
  position: relative;
  display: flex;
  overflow: hidden;
  box-sizing: border-box;
  /* An explicit width: with aspect-ratio, a minimum height taller than the ratio allows
     would otherwise widen the banner past narrow columns (height wins over the ratio). */
  width: 100%;
  min-width: 0;
  min-height: var(--banner-min-height, 400px);
  aspect-ratio: 1 / var(--banner-ratio, 0.4);
  padding: 2em;
  border-radius: ${themeVar('banner.borderRadius')};
  color: ${themeVar('banner.copyColor')};
  font-family: ${themeVar('banner.titleFont')};
}
@media (max-width: ${BREAKPOINTS.sm - 0.02}px) {
  .block-banner { min-height: ${BANNER_SMALL_SCREEN_MIN_HEIGHT}; aspect-ratio: auto; padding: 1.25em; }
}
.block-banner--v-top { align-items: flex-start; }
.block-banner--v-center { align-items: center; }
.block-banner--v-bottom { align-items: flex-end; }
.block-banner--h-left { justify-content: flex-start; text-align: left; }
.block-banner--h-center { justify-content: center; text-align: center; }
.block-banner--h-right { justify-content: flex-end; text-align: right; }
.block-banner__image, .block-banner__video, .block-banner__overlay {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
}
.block-banner__image, .block-banner__video { object-fit: cover; }
.block-banner__content { position: relative; max-width: 40em; }
.block-banner__title {
  margin: 0 0 0.4em;
  font-size: calc(var(--banner-font-scale, 1) * 3rem);
  line-height: 1.1;
  color: ${themeVar('banner.titleColor')};
}
.block-banner__copy {
  margin: 0 0 1em;
  font-size: calc(var(--banner-font-scale, 1) * 1.25rem);
  line-height: 1.4;
  color: ${themeVar('banner.copyColor')};
}
.block-banner__title[style*="background"], .block-banner__copy[style*="background"] { display: inline-block; padding: 0.1em 0.35em; }
.block-banner__actions { display: flex; flex-wrap: wrap; gap: 0.75em; }
.block-banner--h-center .block-banner__actions { justify-content: center; }
.block-banner--h-right .block-banner__actions { justify-content: flex-end; }
.block-banner__action {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  box-sizing: border-box;
  max-width: ${BANNER_ACTION_MAX_WIDTH}px;
  padding: 0.75em 1.5em;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  font-family: ${themeVar('button.font')};
  text-transform: ${themeVar('button.transform')};
  text-decoration: none;
  text-shadow: none;
}
.block-banner__action--small { padding: 0.5em 1em; font-size: 0.875em; }
.block-banner__action--large { padding: 1em 2em; font-size: 1.125em; }
.block-banner__action--secondary {
  border-color: ${themeVar('button.secondary.borderColor')};
  background: ${themeVar('button.secondary.background')};
  color: ${themeVar('button.secondary.color')};
}
.block-banner__action:focus-visible, .block-banner__pause:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.block-banner__pause {
  position: absolute;
  right: 0.75em;
  bottom: 0.75em;
  padding: 0.25em 0.6em;
  border: 0;
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('banner.overlayColor')};
  color: ${themeVar('banner.titleColor')};
  opacity: 0.8;
  font: inherit;
  font-size: 0.75em;
  cursor: pointer;
}
`;
