import { BookingOptionsCard } from '../bookings/admin/BookingOptionsCard';
import { ProfileCard } from './ProfileCard';

export default function SettingsSection() {
  return (
    <div className="space-y-8">
      <ProfileCard />
      <BookingOptionsCard />
    </div>
  );
}
