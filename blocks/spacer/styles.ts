import { themeVar } from '../../themes/base';

export const spacerStyles = `
.block-spacer { display: flex; align-items: center; }
.block-spacer__divider { flex: 1; margin: 0; border: 0; border-top: 1px solid ${themeVar('border.color')}; }
`;
