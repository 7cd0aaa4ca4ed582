import { BookingOptionsCard } from '../bookings/admin/BookingOptionsCard';
import { ApplicantEmailsCard } from './ApplicantEmailsCard';
import { ProfileCard } from './ProfileCard';
import { ChangePasswordCard } from './security/ChangePasswordCard';
import { DevicesCard } from './security/DevicesCard';
import { SecuritySettingsCard } from './security/SecuritySettingsCard';
import { TwoFactorCard } from './security/TwoFactorCard';
import { SiteTextsCard } from './SiteTextsCard';
import { StaffSettingsCard } from '../staff/StaffSettingsCard';
import { useCan } from '../staff/useStaffRole';
import { TourSettingsCard } from '../tours/settings/TourSettingsCard';

export default function SettingsSection() {
  // Each card only for the roles whose permission it needs (ADR 0022); the profile is everyone's.
  const visits = useCan('visits.manage');
  const siteSettings = useCan('site_settings.manage');
  const staff = useCan('staff.manage');
  const security = useCan('security.manage');
  return (
    <div className="space-y-8">
      <ProfileCard />
      <ChangePasswordCard />
      <DevicesCard />
      <TwoFactorCard />
      {security && <SecuritySettingsCard />}
      {staff && <StaffSettingsCard />}
      {visits && <BookingOptionsCard />}
      {siteSettings && <TourSettingsCard />}
      {siteSettings && <SiteTextsCard />}
      {siteSettings && <ApplicantEmailsCard />}
    </div>
  );
}
