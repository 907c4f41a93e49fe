// This block on the storefront (found by name: runtime/blocks/viewConvention.ts).
export { Sticker as default } from './Sticker';
