// This block on the storefront: the browser loads only this file's component to show it (found by name: runtime/blocks/components.ts).
export { MailContactFormBlock as default } from './MailContactFormBlock';
