export const rowStyles = `
.block-row { background-size: cover; background-position: center; }
`;
