import { z } from 'zod';
import {
  changePasswordSchema,
  loginMfaSchema,
  reauthSchema,
  recoveryCodesRegenerateSchema,
  securitySettingsSchema,
  totpDisableSchema,
  totpEnableSchema,
  type MfaStatus,
  type SessionInfo,
  type TotpSetup,
} from '../auth-security';
import { signedInSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';
import { securityRoutes } from './security-routes';

// The account security endpoints (password, devices, two-factor, the site's security policy):
// the routes of security-routes.ts with their schemas.

/** Not checked as a uuid here: a malformed id is a 404 like an unknown session. */
export const sessionIdParams = z.object({ id: z.string() });

export const sessionInfoSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});

export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });

export const mfaStatusSchema = z.object({ totp_enabled: z.boolean(), recovery_codes_left: z.number(), require_mfa: z.boolean() });

const recoveryCodes = envelope(z.object({ recovery_codes: z.array(z.string()) }));
const done = envelope(z.null());

export type _SecurityShapes = [
  Expect<Same<z.output<typeof sessionInfoSchema>, SessionInfo>>,
  Expect<Same<z.output<typeof totpSetupSchema>, TotpSetup>>,
  Expect<Same<z.output<typeof mfaStatusSchema>, MfaStatus>>,
];

export const securityEndpoints = {
  changePassword: defineEndpoint(securityRoutes.changePassword, { body: changePasswordSchema, response: done }),
  sessions: defineEndpoint(securityRoutes.sessions, { response: envelope(z.array(sessionInfoSchema)) }),
  signOutSession: defineEndpoint(securityRoutes.signOutSession, { params: sessionIdParams, response: done }),
  signOutOthers: defineEndpoint(securityRoutes.signOutOthers, { response: envelope(z.object({ signed_out: z.number() })) }),
  reauth: defineEndpoint(securityRoutes.reauth, { body: reauthSchema, response: done }),
  // The second sign-in step answers like sign-in itself: the user and the CSRF token beside success.
  loginMfa: defineEndpoint(securityRoutes.loginMfa, { body: loginMfaSchema, response: signedInSchema }),
  mfaStatus: defineEndpoint(securityRoutes.mfaStatus, { response: envelope(mfaStatusSchema) }),
  totpSetup: defineEndpoint(securityRoutes.totpSetup, { response: envelope(totpSetupSchema) }),
  totpEnable: defineEndpoint(securityRoutes.totpEnable, { body: totpEnableSchema, response: recoveryCodes }),
  totpDisable: defineEndpoint(securityRoutes.totpDisable, { body: totpDisableSchema, response: done }),
  recoveryCodes: defineEndpoint(securityRoutes.recoveryCodes, { body: recoveryCodesRegenerateSchema, response: recoveryCodes }),
  settings: defineEndpoint(securityRoutes.settings, { response: envelope(securitySettingsSchema) }),
  saveSettings: defineEndpoint(securityRoutes.saveSettings, { body: securitySettingsSchema, response: envelope(securitySettingsSchema) }),
};
