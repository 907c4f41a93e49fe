/** Hides text from the eye but not from screen readers (a column header for actions). */
export const visuallyHiddenStyles = `
.ui-visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
`;
