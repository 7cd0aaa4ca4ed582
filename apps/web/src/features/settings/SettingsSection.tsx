import { BookingOptionsCard } from '../bookings/admin/BookingOptionsCard';
import { ApplicantEmailsCard } from './ApplicantEmailsCard';
import { ProfileCard } from './ProfileCard';
import { ChangePasswordCard } from './security/ChangePasswordCard';
import { DevicesCard } from './security/DevicesCard';
import { SecuritySettingsCard } from './security/SecuritySettingsCard';
import { TwoFactorCard } from './security/TwoFactorCard';
import { SiteTextsCard } from './SiteTextsCard';

export default function SettingsSection() {
  return (
    <div className="space-y-8">
      <ProfileCard />
      <ChangePasswordCard />
      <DevicesCard />
      <TwoFactorCard />
      <SecuritySettingsCard />
      <BookingOptionsCard />
      <SiteTextsCard />
      <ApplicantEmailsCard />
    </div>
  );
}
