import { themeVar } from '../../themes/base';

export const productMockupStyles = `
.block-productMockup { margin: 0; font-family: ${themeVar('text.font')}; color: ${themeVar('text.color')}; }
.block-productMockup__link { display: block; }
.block-productMockup__frame {
  position: relative;
  display: block;
  width: 100%;
  overflow: hidden;
  border-radius: ${themeVar('image.borderRadius')};
  background: ${themeVar('feature.background')};
}
.block-productMockup__mockup { display: block; width: 100%; height: 100%; object-fit: cover; }
.block-productMockup__design { position: absolute; height: auto; pointer-events: none; }
.block-productMockup__caption { margin-top: 0.5em; text-align: center; color: ${themeVar('text.muted')}; }
`;
