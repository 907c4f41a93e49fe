export {
  ACCESS_MESSAGES,
  ANY_DASHBOARD,
  decideAccess,
  divisionNeed,
  SIGNED_IN,
  STAFF,
  type AccessDecision,
  type AccessRefusal,
  type Need,
  type Principal,
  type Subject,
} from './decide';
export { accessHook, assertAccess, mayAccess, signedInUser } from './guard';
export { principalOfAuth, principalOfSession } from './principal';
