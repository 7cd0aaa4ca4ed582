import { defineRoutes } from './endpoint';

/** Method and path of each team endpoint (server.md §3 Team); the schemas are in team.ts. */
export const teamRoutes = defineRoutes({
  publicList: { method: 'GET', path: '/api/public/team' },
  publicDetail: { method: 'GET', path: '/api/public/team/:id' },
  adminList: { method: 'GET', path: '/api/admin/team' },
  create: { method: 'POST', path: '/api/admin/team/add' },
  adminDetail: { method: 'GET', path: '/api/admin/team/:id' },
  update: { method: 'PUT', path: '/api/admin/team/:id' },
  remove: { method: 'DELETE', path: '/api/admin/team/:id' },
});
