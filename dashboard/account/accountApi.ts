/**
 * The dashboard's view of the account routes (server/accounts/accountRoutes.ts and
 * server/accounts/passkeys/routes.ts). Screens read it with `useAccountApi()`, so tests
 * hand them a fake through `AccountApiContext`.
 */
import { createContext, useContext } from 'react';
import { z } from 'zod';
import { fetchTransport, type Transport } from '../../src/api';
import {
  accountSettingsSchema,
  passkeySummarySchema,
  type AccountSettings,
  type PasskeySummary,
} from '../../src/model';

/** The confirm-password overlay's answer: the password and, with two-factor on, a code. */
export interface PasswordConfirmation {
  password: string;
  twoFactorAuthCode?: string;
  recoveryCode?: string;
}

const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export interface AccountApi {
  settings(): Promise<AccountSettings>;
  changeEmail(email: string, password: string): Promise<void>;
  changePassword(values: {
    currentPassword: string;
    password: string;
    password_confirmation: string;
  }): Promise<void>;
  /** Starts two-factor: a pending secret, shown until a code from the app confirms it. */
  startTwoFactor(confirmation: PasswordConfirmation): Promise<TwoFactorSetup>;
  /** Turns two-factor on; answers the recovery codes, which are shown only this once. */
  confirmTwoFactor(code: string): Promise<string[]>;
  disableTwoFactor(confirmation: PasswordConfirmation): Promise<void>;
  regenerateRecoveryCodes(confirmation: PasswordConfirmation): Promise<string[]>;
  endOtherSessions(): Promise<void>;
  endSession(id: string): Promise<void>;
  passkeys(): Promise<PasskeySummary[]>;
  /** WebAuthn creation options for the browser (PublicKeyCredentialCreationOptionsJSON). */
  passkeyOptions(): Promise<unknown>;
  addPasskey(name: string, response: unknown): Promise<void>;
  removePasskey(id: string): Promise<void>;
}

/** The AccountApi over HTTP: XSRF header on writes, typed errors, answers parsed. */
export function httpAccountApi(transport: Transport = fetchTransport()): AccountApi {
  const post = (path: string, body: unknown = {}) => transport({ method: 'POST', path, body });
  const remove = (path: string) => transport({ method: 'DELETE', path });
  return {
    settings: async () =>
      accountSettingsSchema.parse(
        await transport({ method: 'GET', path: '/dashboard/secure/account/' }),
      ),
    changeEmail: async (email, password) => {
      await post('/dashboard/secure/account/email/', { email, password });
    },
    changePassword: async (values) => {
      await post('/dashboard/secure/account/password/', values);
    },
    startTwoFactor: async (confirmation) =>
      twoFactorSetupSchema.parse(await post('/dashboard/secure/two-factor/enable/', confirmation)),
    confirmTwoFactor: async (code) =>
      recoveryCodesSchema.parse(await post('/dashboard/secure/two-factor/confirm/', { code }))
        .recoveryCodes,
    disableTwoFactor: async (confirmation) => {
      await post('/dashboard/secure/two-factor/disable/', confirmation);
    },
    regenerateRecoveryCodes: async (confirmation) =>
      recoveryCodesSchema.parse(
        await post('/dashboard/secure/two-factor/recovery-codes/', confirmation),
      ).recoveryCodes,
    endOtherSessions: async () => {
      await post('/dashboard/secure/sessions/end-others/');
    },
    endSession: async (id) => {
      await remove(`/dashboard/secure/sessions/${encodeURIComponent(id)}/`);
    },
    passkeys: async () =>
      z
        .array(passkeySummarySchema)
        .parse(await transport({ method: 'GET', path: '/dashboard/secure/passkeys/' })),
    passkeyOptions: () => post('/dashboard/secure/passkeys/options/'),
    addPasskey: async (name, response) => {
      await post('/dashboard/secure/passkeys/', { name, response });
    },
    removePasskey: async (id) => {
      await remove(`/dashboard/secure/passkeys/${encodeURIComponent(id)}/`);
    },
  };
}

export const AccountApiContext = createContext<AccountApi>(httpAccountApi());
export const useAccountApi = (): AccountApi => useContext(AccountApiContext);
