/**
 * The terms a new account accepts at /sign-up/eula/ (version EULA_VERSION in src/model).
 * Written for this platform: stores that sell print-on-demand products to shoppers. A
 * change of wording comes with a new version, which asks every account again.
 */
export const EULA_SECTIONS: ReadonlyArray<{ heading: string; body: string }> = [
  {
    heading: '1. Your account',
    body: 'You are responsible for what is done with your account. Keep your password to yourself, turn on two-factor authentication if you sell, and tell us at once if you think someone else has used your account.',
  },
  {
    heading: '2. Selling on the platform',
    body: 'If you open a store, you sell to your shoppers under your own name. You decide your designs, prices and store pages; we make, print and ship the products you sell, and take payment on your behalf. New products are checked before they go on sale, and we may refuse or remove products that break the law or these terms.',
  },
  {
    heading: '3. Your content',
    body: 'You keep the rights to the designs, images and words you upload. You give us the licence we need to print them on products, show them in your store and in previews, and send them in the mails your store sends. You confirm that you have the right to use everything you upload.',
  },
  {
    heading: '4. Shopping',
    body: 'When you buy, your contract for the product is with the store you buy from. Prices include VAT where it applies. You can return products within the period shown at checkout, except items made to your own design when they arrive as ordered.',
  },
  {
    heading: '5. Privacy',
    body: 'We use your details to run your account, process orders and keep the platform safe. We do not sell them. You can change your email address, your password and your sign-in methods at any time in your account settings.',
  },
  {
    heading: '6. Ending your account',
    body: 'You may close your account at any time. We may suspend an account that breaks these terms, after telling you why where the law allows.',
  },
];
