/**
 * Real-time collaboration in the editor (issue 7): what the editor app wires in.
 * See README.md for the wiring, step by step.
 */
export { openSharedPageDoc, type OpenSharedOptions, type SharedPageDoc } from './openSharedPageDoc';
export {
  connectCollaboration,
  defaultCollabUrl,
  type CollabConnection,
  type CollabUser,
  type ConnectOptions,
} from './connectCollaboration';
export { collabStatus, type CollabStatus } from './collabStatus';
export { CONNECTION_LOST_MESSAGE } from './saveTracker';
export { watchRemoteVersion } from './remoteVersion';
export {
  blockMarkers,
  colourFor,
  initialsOf,
  peopleOf,
  type Collaborator,
  type EditingField,
  type PresenceUser,
} from './presence';
export { useCollabStatus, useCollaborators } from './hooks';
export { PresenceBar } from './PresenceBar';
export { RemoteSelections } from './RemoteSelections';
export {
  CollaborativeTextEditor,
  isLexicalBindingOrigin,
  RICH_TEXT_SYNC_ORIGIN,
  type CollaborativeTextEditorProps,
  type TextCollaboration,
} from './CollaborativeTextEditor';
export { writeTextHtml, type TextHtmlOrigin, type WriteTextHtml } from './textHtml';
