import type { AdminSectionSlug } from '@rentfront/shared/routes';
import {
  Bell,
  BellRing,
  Bot,
  Building2,
  ClipboardCheck,
  ClipboardList,
  ExternalLink,
  FileText,
  LayoutDashboard,
  LogOut,
  Mail,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ListChecks,
  ShieldCheck,
  Users,
  Wrench,
  type IconComponent,
  CalendarCheck,
  KeyRound,
  UserRound,
  DollarSign,
} from '../../ui/icons';
import { Link, NavLink } from 'react-router';
import { cn } from '../../ui/cn';
import { useStaffRole } from '../../lib/useStaffRole';
import { visibleSections } from '../../features/staff/visibleSections';

const ICONS: Record<AdminSectionSlug, IconComponent> = {
  dashboard: LayoutDashboard,
  properties: Building2,
  applications: FileText,
  leases: KeyRound,
  residents: UserRound,
  reports: DollarSign,
  'pre-screening': ClipboardCheck,
  tours: CalendarCheck,
  maintenance: Wrench,
  'chatbot-analytics': Bot,
  notices: Bell,
  team: Users,
  contacts: Mail,
  'saved-searches': BellRing,
  settings: Settings,
  staff: ShieldCheck,
  audit: ListChecks,
};

export interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  onSignOut: () => void;
}

export function Sidebar({ collapsed, onToggle, onNavigate, onSignOut }: SidebarProps) {
  const itemClass = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium';
  // Only the sections the role may use (ADR 0022); the server refuses the rest anyway.
  const sections = visibleSections(useStaffRole());
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-100">
      <div className="flex h-16 items-center justify-between px-3">
        {!collapsed && <span className="font-bold">Rentfront Admin</span>}
        <button
          type="button"
          onClick={onToggle}
          className="rounded p-2 hover:bg-slate-800"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          {collapsed ? <PanelLeftOpen aria-hidden className="h-5 w-5" /> : <PanelLeftClose aria-hidden className="h-5 w-5" />}
        </button>
      </div>
      <nav aria-label="Admin sections" className="flex-1 overflow-y-auto px-2">
        <ul className="space-y-1">
          {sections.map(({ slug, label }) => {
            const Icon = ICONS[slug] ?? ClipboardList;
            return (
              <li key={slug}>
                <NavLink
                  to={`/admin/${slug}`}
                  onClick={onNavigate}
                  title={collapsed ? label : undefined}
                  className={({ isActive }) => cn(itemClass, isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800')}
                >
                  <Icon aria-hidden className="h-5 w-5 shrink-0" />
                  <span className={cn(collapsed && 'sr-only')}>{label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-700 p-2">
        <Link to="/" className={cn(itemClass, 'text-slate-200 hover:bg-slate-800')} title={collapsed ? 'Back to Site' : undefined}>
          <ExternalLink aria-hidden className="h-5 w-5 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>Back to Site</span>
        </Link>
        <button
          type="button"
          onClick={onSignOut}
          className={cn(itemClass, 'w-full text-slate-200 hover:bg-slate-800')}
          title={collapsed ? 'Sign out' : undefined}
        >
          <LogOut aria-hidden className="h-5 w-5 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>Sign out</span>
        </button>
      </div>
    </div>
  );
}
