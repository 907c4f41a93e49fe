/** The collaboration server (issue 7): see README.md. */
export {
  createCollabServer,
  isCollabRequest,
  type CollabServer,
  type CollabServerOptions,
} from './collabServer';
export { COLLAB_LIMITS, type CollabLimits } from './limits';
export { mountCollaboration } from './mount';
