import { themeVar } from '../../themes/base';
import { themedButton, themedField } from '../../themes/blockCss';

export const newsletterSubscribeStyles = `
.block-newsletterSubscribe {
  padding: 2em 1.5em;
  background: ${themeVar('newsletter.background')};
  color: ${themeVar('newsletter.color')};
  font-family: ${themeVar('text.font')};
  border-radius: ${themeVar('box.borderRadius')};
}
.block-newsletterSubscribe__title {
  margin: 0 0 0.5em;
  font-family: inherit;
  font-size: ${themeVar('heading2.size')};
}
.block-newsletterSubscribe__copy { margin: 0 0 1.25em; line-height: ${themeVar('text.lineHeight')}; }
.block-newsletterSubscribe__form { display: grid; gap: 1em; grid-template-columns: 1fr; align-items: start; }
.block-newsletterSubscribe__field { display: flex; flex-direction: column; gap: 0.25em; }
.block-newsletterSubscribe__field label { font-weight: 700; }
.block-newsletterSubscribe__field input {
  ${themedField}
}
.block-newsletterSubscribe__field input[aria-invalid='true'] { border-color: ${themeVar('error.color')}; }
.block-newsletterSubscribe__error, .block-newsletterSubscribe__failure { margin: 0; color: ${themeVar('error.color')}; }
.block-newsletterSubscribe__success { margin: 0; font-weight: 700; color: ${themeVar('status.success')}; }
.block-newsletterSubscribe__status:empty { display: none; }
.block-newsletterSubscribe__status { margin-top: 1em; }
.block-newsletterSubscribe__button {
  padding: 0.75em 1.5em;
  ${themedButton}
}
.block-newsletterSubscribe__button:disabled { opacity: 0.6; cursor: default; }
@media (min-width: 768px) {
  .block-newsletterSubscribe__form { grid-template-columns: 1fr 1fr auto; }
  .block-newsletterSubscribe__button { margin-top: calc(1.5em + 0.25em); }
}
`;
