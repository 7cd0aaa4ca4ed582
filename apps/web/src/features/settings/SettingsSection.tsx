import { BookingOptionsCard } from '../bookings';
import { ApplicantEmailsCard } from './ApplicantEmailsCard';
import { ProfileCard } from './ProfileCard';
import { ChangePasswordCard, DevicesCard, SecuritySettingsCard, TwoFactorCard } from '../auth';
import { SiteTextsCard } from './SiteTextsCard';
import { ResidentPortalCard } from './ResidentPortalCard';
import { StaffSettingsCard } from '../staff';
import { useCan } from '../../lib/useStaffRole';
import { TourSettingsCard } from '../tours';
import { LeaseTemplateCard } from './LeaseTemplateCard';
import { RentSettingsCard } from '../ledger';
import { ListingSettingsCard } from './ListingSettingsCard';

export default function SettingsSection() {
  // Each card only for the roles whose permission it needs (ADR 0022); the profile is everyone's.
  const visits = useCan('visits.manage');
  const siteSettings = useCan('site_settings.manage');
  const staff = useCan('staff.manage');
  const security = useCan('security.manage');
  const leases = useCan('leases.manage');
  const properties = useCan('properties.manage');
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
      {properties && <ListingSettingsCard />}
      {siteSettings && <SiteTextsCard />}
      {siteSettings && <ApplicantEmailsCard />}
      {siteSettings && <LeaseTemplateCard />}
      {leases && <RentSettingsCard />}
      {siteSettings && <ResidentPortalCard />}
    </div>
  );
}
