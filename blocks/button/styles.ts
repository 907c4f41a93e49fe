import { themeVar } from '../../themes/base';
import { BUTTON_MAX_WIDTH } from './properties';

export const buttonStyles = `
.block-button { display: flex; justify-content: center; }
.block-button--left { justify-content: flex-start; }
.block-button--right { justify-content: flex-end; }
.block-button__link {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  box-sizing: border-box;
  width: 100%;
  max-width: ${BUTTON_MAX_WIDTH}px;
  padding: 0.75em 1.5em;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  box-shadow: ${themeVar('button.shadow')};
  font-family: ${themeVar('button.font')};
  text-transform: ${themeVar('button.transform')};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
.block-button__link:hover { filter: brightness(0.95); }
.block-button__link:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
.block-button__link--secondary {
  border-color: ${themeVar('button.secondary.borderColor')};
  background: ${themeVar('button.secondary.background')};
  color: ${themeVar('button.secondary.color')};
}
`;
