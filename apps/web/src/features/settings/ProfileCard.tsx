import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Pencil } from '../../ui/icons';
import { useState } from 'react';
import { fetchProfile, updateProfile, type ProfileResponse, type ProfileUpdate } from '../../api/auth';
import { authKeys } from '../../api/queryKeys';
import { failureMessage } from '../../api/errors';
import { writeAdminHint } from '../../lib/adminHint';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { QueryView } from '../../ui/QueryView';
import { SkeletonMedia } from '../../ui/Skeleton';
import { authToast } from '../../ui/toast';
import { initialsOf } from './photoRules';
import { ProfileEditForm } from './ProfileEditForm';

export function ProfileCard() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [updateError, setUpdateError] = useState<string | null>(null);
  // Opening Settings reads the profile again (admin-back-office.md §2), showing the shell's copy meanwhile.
  const profile = useQuery({ queryKey: authKeys.profile, queryFn: fetchProfile, refetchOnMount: 'always' });
  const save = useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onMutate: () => ({ toastId: authToast.loading(AUTH_MESSAGES.updatingProfile) }),
    onSuccess: (res, _v, context) => {
      authToast.success(res.message || AUTH_MESSAGES.updateProfileSuccess, context?.toastId);
      queryClient.setQueryData(authKeys.profile, res);
      writeAdminHint(res.user);
      setUpdateError(null);
      setEditing(false);
    },
    onError: (err, _v, context) => {
      const message = failureMessage(err, AUTH_MESSAGES.updateProfileFailed);
      authToast.error(message, context?.toastId);
      setUpdateError(message);
    },
  });

  const card = (user: NonNullable<ProfileResponse['user']>) => (
    <section aria-labelledby="profile-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-4">
        {user.profile_photo ? (
          <img
            src={user.profile_photo}
            alt={`Photo of ${user.full_name}`}
            width={80}
            height={80}
            className="h-20 w-20 rounded-full object-cover"
          />
        ) : (
          <div
            aria-hidden
            className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {initialsOf(user.full_name)}
          </div>
        )}
        <div className="flex-1">
          <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
            {user.full_name}
          </h2>
          <p className="text-sm capitalize text-slate-700">{user.role || 'User'}</p>
          <div className="mt-1">
            {user.is_verified ? (
              <Badge tone="green">
                <BadgeCheck aria-hidden className="mr-1 h-3.5 w-3.5" /> Verified
              </Badge>
            ) : (
              <Badge tone="yellow">Not Verified</Badge>
            )}
          </div>
        </div>
        {!editing && (
          <Button
            variant="outline"
            onClick={() => {
              setEditing(true);
              setUpdateError(null);
            }}
          >
            <Pencil aria-hidden className="h-4 w-4" /> Edit Profile
          </Button>
        )}
      </div>
      {updateError && (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Update Failed</p>
          <p>{updateError}</p>
        </div>
      )}
      <div className="mt-6">
        {editing ? (
          <ProfileEditForm
            user={user}
            saving={save.isPending}
            onSave={(u) => save.mutate(u)}
            onCancel={() => {
              setEditing(false);
              setUpdateError(null);
            }}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Email</dt>
              <dd className="text-slate-900">{user.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Phone</dt>
              <dd className="text-slate-900">{user.phone || 'Not set'}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );

  return (
    <QueryView
      query={profile}
      loading={
        <SkeletonMedia
          label="Loading profile"
          media="h-20 w-20 rounded-full"
          lines={['h-5 w-48', 'h-4 w-32']}
          className="items-center rounded-lg bg-white p-6 shadow-sm"
        />
      }
      error={AUTH_MESSAGES.fetchProfileFailed}
      retryLabel="Retry"
    >
      {(answer) =>
        answer?.user ? (
          card(answer.user)
        ) : (
          <EmptyState title="No profile loaded" action={<Button onClick={() => profile.refetch()}>Load Profile</Button>} />
        )
      }
    </QueryView>
  );
}
