import type { ResidentMe } from '@rentfront/shared/residents';
import { useState } from 'react';
import { fetchResidentMe } from '../../api/resident';
import { formatDateTime } from '../../lib/format';
import { OfficeMessageForm } from './OfficeMessageForm';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { usePortalRead } from './usePortalRead';

const readMe = async () => (await fetchResidentMe()).data;

/** /resident/profile: who is signed in, as the office has them; their details to edit; a message to the office. */
export default function ResidentProfilePage() {
  const read = usePortalRead(readMe);
  return (
    <PortalFrame title="Your profile">
      <PortalLoad read={read} label="Loading your profile">
        {(me) => <Profile me={me} />}
      </PortalLoad>
    </PortalFrame>
  );
}

function Profile({ me: loaded }: { me: ResidentMe }) {
  // The saved answer replaces what was read, so the summary shows the new name at once.
  const [me, setMe] = useState(loaded);
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="profile-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="profile-title" className="text-lg font-semibold text-slate-900">
          {me.full_name}
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">E-mail</dt>
          <dd className="break-all text-slate-900">{me.email}</dd>
          <dt className="font-medium text-slate-700">Phone</dt>
          <dd className="text-slate-900">{me.phone ?? '—'}</dd>
          <dt className="font-medium text-slate-700">Password</dt>
          <dd className="text-slate-900">{me.has_password ? 'Set' : 'Not set: you sign in by e-mailed link'}</dd>
          <dt className="font-medium text-slate-700">Last sign-in</dt>
          <dd className="text-slate-900">{me.last_sign_in_at ? formatDateTime(me.last_sign_in_at) : '—'}</dd>
        </dl>
      </section>
      <ProfileForm me={me} onSaved={setMe} />
      <PasswordForm hasPassword={me.has_password} onSaved={() => setMe((m) => ({ ...m, has_password: true }))} />
      <OfficeMessageForm />
    </div>
  );
}
