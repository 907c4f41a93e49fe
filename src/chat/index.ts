/**
 * Live chat pieces shared by the liveChat block (which raises the start event) and the
 * storefront's chat adapter (which owns the chat script and drives it with the rules):
 * the chat groups, the start event and the widget's pure rules.
 */
export * from './groups';
export * from './startEvent';
export * from './chatRules';
export * from './conversation';
