import { defineRoutes } from './endpoint';

/** Method and path of each sign-in and profile endpoint (admin spec §1, server.md §2); the schemas are in auth.ts. */
export const authRoutes = defineRoutes({
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  csrf: { method: 'GET', path: '/api/auth/csrf' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password/:token' },
  verifyEmail: { method: 'GET', path: '/api/auth/verify-email/:token' },
  profile: { method: 'GET', path: '/api/user/profile' },
  updateProfile: { method: 'PUT', path: '/api/user/profile' },
});
