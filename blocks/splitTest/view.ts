// This block on the storefront: the browser loads only this file's component to show it (found by name: runtime/blocks/viewConvention.ts).
export { SplitTest as default } from './SplitTest';
