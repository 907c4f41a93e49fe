import { BREAKPOINTS } from '../../src/model';
import { themeVar } from '../../themes/base';

/** Pod text is clamped to 10 lines up to medium screens. */
export const POD_CLAMP_LINES = 10;

const TITLE_SIZES = ['1rem', '1.25rem', '1.5rem', '2rem', '2.5rem'];

export const podStyles = `
.block-pod { height: 100%; }
.block-pod__inner {
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${themeVar('card.borderRadius')};
  background: ${themeVar('card.background')};
  color: ${themeVar('card.color')};
  font-family: ${themeVar('text.font')};
  text-decoration: none;
}
.block-pod__link:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
.block-pod--disabled .block-pod__inner { opacity: 0.5; cursor: not-allowed; }
.block-pod__media { position: relative; overflow: hidden; background: ${themeVar('feature.background')}; }
.block-pod__image, .block-pod__video { display: block; width: 100%; height: 100%; object-fit: cover; }
.block-pod__link:hover .block-pod__image { transform: scale(1.03); }
.block-pod__image { transition: transform 0.3s ease-out; }
.block-pod__badge {
  position: absolute;
  top: 0.75em;
  left: 0.75em;
  padding: 0.2em 0.6em;
  border-radius: ${themeVar('tag.borderRadius')};
  background: ${themeVar('primary.color')};
  color: ${themeVar('primary.contrast')};
  font-size: 0.75em;
  font-weight: 700;
}
.block-pod__badge--inline { position: static; align-self: flex-start; margin: 1em 0 0; }
.block-pod__icon { position: absolute; top: 0.75em; right: 0.75em; font-size: 1.5em; color: ${themeVar('primary.color')}; }
.block-pod__body { display: flex; flex-direction: column; gap: 0.5em; padding: 1em 0; }
.block-pod--align-center .block-pod__body { align-items: center; text-align: center; }
.block-pod--align-right .block-pod__body { align-items: flex-end; text-align: right; }
.block-pod__title { margin: 0; font-family: ${themeVar('heading3.font')}; color: ${themeVar('heading3.color')}; line-height: 1.2; }
${TITLE_SIZES.map((size, index) => `.block-pod__title--size-${index} { font-size: ${size}; }`).join('\n')}
.block-pod__copy { margin: 0; line-height: ${themeVar('text.lineHeight')}; }
.block-pod--text-small .block-pod__copy { font-size: 0.875em; }
.block-pod--text-large .block-pod__copy { font-size: 1.125em; }
@media (max-width: ${BREAKPOINTS.lg - 0.02}px) {
  .block-pod__copy {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${POD_CLAMP_LINES};
    line-clamp: ${POD_CLAMP_LINES};
    overflow: hidden;
  }
}
.block-pod__price { margin: 0; font-weight: 700; }
.block-pod__price del { font-weight: 400; color: ${themeVar('text.muted')}; }
.block-pod__sale { text-decoration: none; color: ${themeVar('error.color')}; }
.block-pod__suffix { font-weight: 400; color: ${themeVar('text.muted')}; }
.block-pod__button {
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  align-self: flex-start;
  padding: 0.6em 1.2em;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  font-family: ${themeVar('button.font')};
  text-transform: ${themeVar('button.transform')};
}
.block-pod--align-center .block-pod__button { align-self: center; }
.block-pod--align-right .block-pod__button { align-self: flex-end; }
.block-pod__button--outline { background: transparent; color: ${themeVar('button.borderColor')}; }
.block-pod--overlay .block-pod__body {
  position: absolute;
  inset: auto 0 0 0;
  padding: 1.25em;
  background: linear-gradient(to top, ${themeVar('banner.overlayColor')}, transparent);
  color: ${themeVar('banner.copyColor')};
}
.block-pod--overlay .block-pod__title { color: ${themeVar('banner.titleColor')}; }
@media (prefers-reduced-motion: reduce) {
  .block-pod__image { transition: none; }
  .block-pod__link:hover .block-pod__image { transform: none; }
}
`;
