import { themeVar } from '../../themes/base';

export const liveChatStyles = `
.block-liveChat {
  display: flex;
  flex-direction: column;
  gap: 1em;
  padding: 1.5em;
  background: ${themeVar('card.background')};
  color: ${themeVar('card.color')};
  border-radius: ${themeVar('card.borderRadius')};
  box-shadow: ${themeVar('card.shadow')};
  font-family: ${themeVar('text.font')};
}
.block-liveChat[hidden] { display: none; }
.block-liveChat__image {
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${themeVar('image.borderRadius')};
}
.block-liveChat__title {
  margin: 0;
  font-family: ${themeVar('heading3.font')};
  font-size: ${themeVar('heading3.size')};
  color: ${themeVar('heading3.color')};
}
.block-liveChat__body { margin: 0; line-height: ${themeVar('text.lineHeight')}; }
.block-liveChat__button {
  align-self: flex-start;
  padding: 0.75em 1.5em;
  font: inherit;
  font-family: ${themeVar('button.font')};
  cursor: pointer;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
}
.block-liveChat__button--secondary {
  border-color: ${themeVar('button.secondary.borderColor')};
  background: ${themeVar('button.secondary.background')};
  color: ${themeVar('button.secondary.color')};
}
@media (min-width: 768px) {
  .block-liveChat { flex-direction: row; align-items: center; }
  .block-liveChat__image { width: 40%; }
}
`;
