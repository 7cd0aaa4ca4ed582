import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSectionSlug } from '@rentfront/shared/routes';

/** Each admin section is its own chunk, loaded when first opened. */
export const SECTION_COMPONENTS: Record<AdminSectionSlug, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('../../features/dashboard/DashboardSection')),
  properties: lazy(() => import('../../features/properties/admin/PropertiesSection')),
  applications: lazy(() => import('../../features/applications/admin/ApplicationsSection')),
  leases: lazy(() => import('../../features/leases/admin/LeasesSection')),
  residents: lazy(() => import('../../features/residents/admin/ResidentsSection')),
  reports: lazy(() => import('../../features/rent-reports/ReportsSection')),
  'pre-screening': lazy(() => import('../../features/screening/admin/ScreeningSection')),
  tours: lazy(() => import('../../features/tours/admin/ToursSection')),
  maintenance: lazy(() => import('../../features/maintenance/MaintenanceTabs')),
  'chatbot-analytics': lazy(() => import('../../features/chatbot/admin/ChatbotAnalyticsSection')),
  notices: lazy(() => import('../../features/notices/admin/NoticesSection')),
  team: lazy(() => import('../../features/team/admin/TeamSection')),
  contacts: lazy(() => import('../../features/contacts/admin/ContactsSection')),
  'saved-searches': lazy(() => import('../../features/saved-searches/admin/SavedSearchesSection')),
  settings: lazy(() => import('../../features/settings/SettingsSection')),
  staff: lazy(() => import('../../features/staff/StaffSection')),
  audit: lazy(() => import('../../features/audit-log/AuditSection')),
};
