/** Drafts and publishing (issue 14, part 2): API shapes and pure rules. */
export * from './rules';
export * from './schemas';
