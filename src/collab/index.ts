/**
 * The collaboration contract between the editor (editor/collab) and the server
 * (server/collab): document names, the lineage claim sent as the connection token, and the
 * stateless messages for saving. See protocol.ts.
 */
export * from './documentName';
export * from './lineageClaim';
export * from './protocol';
