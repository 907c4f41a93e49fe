import { z } from 'zod';

/**
 * Passkeys (WebAuthn), beyond the spec: a signed-in user adds named passkeys in the
 * dashboard and signs in with one on the storefront. The messages are ours, kept here.
 */
export const PASSKEY_MESSAGES = {
  name: 'Give this passkey a name of up to 60 characters',
  notVerified: 'This passkey could not be verified. Please try again.',
  expired: 'This passkey request has expired. Please try again.',
  unknown: 'This passkey is not registered with any account',
  notFound: 'We were unable to find this passkey',
  added: 'The passkey has been added',
  removed: 'The passkey has been removed',
} as const;

export const PASSKEY_NAME_MAX = 60;
/** How long a challenge handed to the browser may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * The browser's answer as @simplewebauthn/browser serialises it. Only its shape is checked
 * here; the signature, origin and challenge are checked by the server's WebAuthn library.
 */
const credentialResponse = z.looseObject({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1) }),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** The name the owner gives a passkey; the dashboard's form checks it with this too. */
export const passkeyNameSchema = z.object({
  name: z
    .string({ error: PASSKEY_MESSAGES.name })
    .trim()
    .min(1, PASSKEY_MESSAGES.name)
    .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.name),
});

export const passkeyRegisterRequestSchema = passkeyNameSchema.extend({
  response: credentialResponse.extend({
    response: z.looseObject({
      clientDataJSON: z.string().min(1),
      attestationObject: z.string().min(1),
    }),
  }),
});

export const passkeySignInRequestSchema = z.object({
  response: credentialResponse.extend({
    response: z.looseObject({
      clientDataJSON: z.string().min(1),
      authenticatorData: z.string().min(1),
      signature: z.string().min(1),
    }),
  }),
  redirect_uri: z.string().nullish(),
});

/** One passkey in the account settings list. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;
