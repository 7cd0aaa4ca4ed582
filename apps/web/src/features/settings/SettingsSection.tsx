import { BookingOptionsCard } from '../bookings/admin/BookingOptionsCard';
import { ApplicantEmailsCard } from './ApplicantEmailsCard';
import { ProfileCard } from './ProfileCard';
import { SiteTextsCard } from './SiteTextsCard';

export default function SettingsSection() {
  return (
    <div className="space-y-8">
      <ProfileCard />
      <BookingOptionsCard />
      <SiteTextsCard />
      <ApplicantEmailsCard />
    </div>
  );
}
