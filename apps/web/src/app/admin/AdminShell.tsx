import { roleCan, SECTION_PERMISSIONS } from '@rentfront/shared/permissions';
import { ADMIN_SECTIONS, type AdminSectionSlug } from '@rentfront/shared/routes';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Menu } from '../../ui/icons';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { queryClient } from './queryClient';
import { fetchProfile } from '../../api/auth';
import { authKeys } from '../../api/queryKeys';
import { writeAdminHint } from '../../lib/adminHint';
import { loginPathFor } from '../../lib/returnPath';
import { usePageMeta } from '../../lib/usePageMeta';
import { cn } from '../../ui/cn';
import { Skeleton, LoadingRegion } from '../../ui/Skeleton';
import { useAdminHint } from '../../lib/useAdminHint';
import { SECTION_COMPONENTS } from './sections';
import { LeaveGuard, useGuardedLeave } from '../../ui/unsaved/LeaveGuard';
import { Sidebar } from './Sidebar';
import { useSignOut } from './useSignOut';
import { useStaffRole } from '../../lib/useStaffRole';

function SectionFallback() {
  return (
    <LoadingRegion label="Loading section" className="space-y-4">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </LoadingRegion>
  );
}

/** The back office, inside the query cache only it uses. */
export default function AdminRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell />
    </QueryClientProvider>
  );
}

function AdminShell() {
  const admin = useAdminHint();
  const { section } = useParams();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { signOut, leaving } = useSignOut();
  // A form with unsaved changes asks before any way out of it (ADR 0018).
  const guardedLeave = useGuardedLeave();
  // Confirms the session with the server; a 401 here signs out and returns to /admin-login.
  const profile = useQuery({ queryKey: authKeys.profile, queryFn: fetchProfile, enabled: Boolean(admin) && !leaving, staleTime: 60_000 });
  // The server's role replaces the stored hint's (a role changed by the owner, or an old "admin").
  const fresh = profile.data?.user;
  useEffect(() => {
    // Only while signed in: after a sign-out or a 401 the cached profile must not bring the hint back.
    if (admin && fresh && fresh.id === admin.id && fresh.role !== admin.role) writeAdminHint(fresh);
  }, [fresh, admin]);

  const role = useStaffRole();
  const current = ADMIN_SECTIONS.find((s) => s.slug === section);
  // A section the role may not use (an old bookmark, a changed role) says so instead of failing calls.
  const allowed = !current || !role || roleCan(role, SECTION_PERMISSIONS[current.slug]);
  usePageMeta(current ? `${current.label} · Admin` : 'Admin');

  if (leaving) return null;
  // Signed out: sign-in brings the browser back here (a same-site /admin path only, issue 19).
  if (!admin) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!current) return <Navigate to="/admin/dashboard" replace />;

  const Section = SECTION_COMPONENTS[current.slug as AdminSectionSlug];

  return (
    <div className="flex min-h-screen bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {mobileOpen && <div className="fixed inset-0 z-30 bg-slate-900/50 md:hidden" onClick={() => setMobileOpen(false)} aria-hidden />}
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 transition-all md:sticky md:top-0 md:h-screen md:translate-x-0',
          collapsed ? 'md:w-16' : 'md:w-64',
          mobileOpen ? 'w-64 translate-x-0' : 'w-64 -translate-x-full',
        )}
      >
        <Sidebar
          collapsed={collapsed && !mobileOpen}
          onToggle={() => (mobileOpen ? setMobileOpen(false) : setCollapsed((v) => !v))}
          onNavigate={() => setMobileOpen(false)}
          onSignOut={() => guardedLeave.run(() => void signOut())}
        />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-4 md:px-8">
          <button
            type="button"
            className="rounded p-2 hover:bg-slate-100 md:hidden"
            aria-label="Open admin menu"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
          >
            <Menu aria-hidden className="h-6 w-6" />
          </button>
          <div>
            <p className="text-xl font-bold text-slate-900">Welcome back, Admin</p>
            <p className="text-sm text-slate-700">{current.description}</p>
          </div>
        </header>
        <main id="admin-main" className="flex-1 p-4 md:p-8">
          <h1 className="mb-6 text-2xl font-bold text-slate-900">{current.label}</h1>
          {allowed ? (
            <Suspense fallback={<SectionFallback />}>
              <Section />
            </Suspense>
          ) : (
            <p role="alert" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
              Your role does not allow this section. Ask an owner if you need it.
            </p>
          )}
        </main>
      </div>
      <LeaveGuard />
      {guardedLeave.prompt}
    </div>
  );
}
