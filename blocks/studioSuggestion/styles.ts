import { themeVar } from '../../themes/base';

export const studioSuggestionStyles = `
.block-studioSuggestion {
  display: flex;
  flex-direction: column;
  gap: 1.5em;
  align-items: center;
  padding: 1.5em;
  background: ${themeVar('feature.background')};
  color: ${themeVar('feature.color')};
  border-radius: ${themeVar('box.borderRadius')};
  font-family: ${themeVar('text.font')};
}
.block-studioSuggestion__image {
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${themeVar('image.borderRadius')};
}
.block-studioSuggestion__content { display: flex; flex-direction: column; gap: 0.75em; align-items: flex-start; }
.block-studioSuggestion__title {
  margin: 0;
  font-family: ${themeVar('heading2.font')};
  font-size: ${themeVar('heading2.size')};
  color: ${themeVar('heading2.color')};
  text-transform: ${themeVar('heading2.transform')};
}
.block-studioSuggestion__copy { margin: 0; line-height: ${themeVar('text.lineHeight')}; }
.block-studioSuggestion__button {
  display: inline-block;
  max-width: 300px;
  padding: 0.75em 1.5em;
  text-decoration: none;
  font-family: ${themeVar('button.font')};
  text-transform: ${themeVar('button.transform')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  box-shadow: ${themeVar('button.shadow')};
}
@media (min-width: 768px) {
  .block-studioSuggestion { flex-direction: row; }
  .block-studioSuggestion--image-right { flex-direction: row-reverse; }
  .block-studioSuggestion__image { width: 45%; }
}
`;
