/** Moved to src/pageDoc (the server builds and stores page documents too); kept so editor imports stay stable. */
export * from '../../../src/pageDoc/testing/testKit';
