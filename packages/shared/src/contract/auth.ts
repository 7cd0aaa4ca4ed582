import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, USER_ROLES, type PublicUser } from '../auth';
import { authRoutes } from './auth-routes';
import { defineEndpoint, MULTIPART } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

// The sign-in and profile endpoints: the routes of auth-routes.ts with their schemas. Their
// answers are the spec's own shapes (user and csrf_token beside success), not `data` envelopes.

/** Any string: an unknown, over-long or garbled token gets the spec's "invalid link" message from the service. */
export const authTokenParams = z.object({ token: z.string() });

export const publicUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  is_verified: z.boolean(),
  profile_photo: z.string().nullable(),
});

/** Signed in: the session cookie is set and the answer carries the CSRF token. */
export const signedInSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  csrf_token: z.string(),
  /** The site requires two-factor and this account has none: its setup comes first (issue 20). */
  mfa_setup_required: z.boolean().optional(),
});

/** The password step of an account with two-factor on: no session yet, a code is needed. */
export const mfaRequiredSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mfa_required: z.literal(true),
  user: z.null(),
  csrf_token: z.null(),
});

/** A done action: the spec's message and `data: null`. */
export const authMessageSchema = z.object({ success: z.literal(true), message: z.string(), data: z.null() });

export const profileAnswerSchema = z.object({ success: z.literal(true), user: publicUserSchema, message: z.string().optional() });

// The zod-free name of auth.ts is exactly this schema's output.
export type _AuthShapes = [Expect<Same<z.output<typeof publicUserSchema>, PublicUser>>];

export const authEndpoints = {
  // JSON, urlencoded or a multipart form: the route's preValidation turns a form into the body this schema checks.
  login: defineEndpoint(authRoutes.login, { body: loginSchema, response: z.union([signedInSchema, mfaRequiredSchema]) }),
  logout: defineEndpoint(authRoutes.logout, { response: authMessageSchema }),
  csrf: defineEndpoint(authRoutes.csrf, { response: envelope(z.object({ csrf_token: z.string().nullable() })) }),
  forgotPassword: defineEndpoint(authRoutes.forgotPassword, { body: forgotPasswordSchema, response: authMessageSchema }),
  resetPassword: defineEndpoint(authRoutes.resetPassword, {
    params: authTokenParams,
    body: resetPasswordSchema,
    response: authMessageSchema,
  }),
  verifyEmail: defineEndpoint(authRoutes.verifyEmail, { params: authTokenParams, response: authMessageSchema }),
  profile: defineEndpoint(authRoutes.profile, { response: profileAnswerSchema }),
  updateProfile: defineEndpoint(authRoutes.updateProfile, { body: MULTIPART, response: profileAnswerSchema }),
};
