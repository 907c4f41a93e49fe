import { themeVar } from '../../themes/base';

export const slideshowStyles = `
.block-slideshow { position: relative; }
.block-slideshow__slides { position: relative; overflow: hidden; }
.block-slideshow__page {
  display: grid;
  grid-template-columns: repeat(var(--slides-per-page, 1), minmax(0, 1fr));
  gap: 1em;
}
.block-slideshow__page > * { grid-column: auto !important; min-width: 0; }
.block-slideshow__page[hidden] { display: none; }
.block-slideshow__page--active { animation: block-slideshow-fade 0.3s ease-out; }
/* Laid out but out of sight, so its lazy images start loading before the change. */
.block-slideshow__page--preloading { position: absolute; inset: 0; visibility: hidden; pointer-events: none; }
.block-slideshow__arrow {
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 2.5em;
  height: 2.5em;
  border: 0;
  border-radius: 50%;
  background: ${themeVar('box.background')};
  color: ${themeVar('text.color')};
  box-shadow: ${themeVar('box.shadow')};
  font-size: 1.25em;
  line-height: 1;
  cursor: pointer;
}
.block-slideshow__arrow--previous { left: 0.5em; }
.block-slideshow__arrow--next { right: 0.5em; }
.block-slideshow__controls { display: flex; justify-content: center; align-items: center; gap: 0.5em; margin-top: 0.75em; }
.block-slideshow__dot {
  width: 0.75em;
  height: 0.75em;
  padding: 0;
  border: 1px solid ${themeVar('text.muted')};
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
}
.block-slideshow__dot[aria-current="true"] { background: ${themeVar('primary.color')}; border-color: ${themeVar('primary.color')}; }
.block-slideshow__pause {
  margin-left: 0.5em;
  padding: 0.2em 0.6em;
  border: 1px solid ${themeVar('border.color')};
  border-radius: ${themeVar('button.borderRadius')};
  background: transparent;
  color: ${themeVar('text.color')};
  font: inherit;
  font-size: 0.75em;
  cursor: pointer;
}
.block-slideshow__arrow:focus-visible, .block-slideshow__dot:focus-visible, .block-slideshow__pause:focus-visible {
  outline: 2px solid ${themeVar('primary.color')};
  outline-offset: 2px;
}
@keyframes block-slideshow-fade { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .block-slideshow__page--active { animation: none; }
}
`;
