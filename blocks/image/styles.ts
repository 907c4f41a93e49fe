import { themeVar } from '../../themes/base';

export const imageStyles = `
.block-image { margin: 0; }
.block-image__frame {
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${themeVar('image.borderRadius')};
}
/* The placeholder: the theme's light surface behind the image until it loads or fails. */
.block-image__frame--loading { background: ${themeVar('feature.background')}; }
.block-image__img {
  display: block;
  width: 100%;
  height: 100%;
  transition: transform 0.15s ease-out;
}
.block-image__link, .block-image__zoom { display: block; width: 100%; }
.block-image__zoom { padding: 0; border: 0; background: none; cursor: zoom-in; }
.block-image__zoom[aria-pressed="true"] { cursor: zoom-out; }
.block-image__zoom:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
.block-image__caption {
  margin-top: 0.5em;
  font-family: ${themeVar('text.font')};
  font-size: 0.875em;
  color: ${themeVar('text.muted')};
}
@media (prefers-reduced-motion: reduce) {
  .block-image__img { transition: none; }
}
`;
