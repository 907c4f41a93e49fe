import { themeVar } from '../../themes/base';

export const announcementStyles = `
.block-announcement {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em 1em;
  padding: 0.75em 1em;
  border-radius: ${themeVar('announcement.borderRadius')};
  background: ${themeVar('announcement.background')};
  color: ${themeVar('announcement.color')};
  font-family: ${themeVar('text.font')};
}
.block-announcement--left { justify-content: flex-start; }
.block-announcement--center { justify-content: center; text-align: center; }
.block-announcement--right { justify-content: flex-end; text-align: right; }
.block-announcement--space-between { justify-content: space-between; }
.block-announcement__text { display: inline-flex; align-items: center; gap: 0.5em; margin: 0; }
.block-announcement__action { display: inline-flex; align-items: center; gap: 0.4em; color: inherit; text-shadow: none; }
.block-announcement__action--none { text-decoration: underline; }
.block-announcement__action--primary, .block-announcement__action--secondary {
  padding: 0.35em 0.9em;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  text-decoration: none;
  font-family: ${themeVar('button.font')};
}
.block-announcement__action--primary { background: ${themeVar('button.background')}; color: ${themeVar('button.color')}; }
.block-announcement__action--secondary {
  border-color: ${themeVar('button.secondary.borderColor')};
  background: ${themeVar('button.secondary.background')};
  color: ${themeVar('button.secondary.color')};
}
.block-announcement__action:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;
