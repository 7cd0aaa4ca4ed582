import { TEAM_MESSAGES, type AdminTeamMember, type TeamMemberFormValues } from '@rentfront/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { addTeamMember, updateTeamMember } from '../../../api/team';
import { teamKeys } from '../../../api/queryKeys';
import { toast } from '../../../ui/toast';
import { MemberForm } from './MemberForm';
import { MemberView } from './MemberView';
import { buildTeamFormData, initialTeamForm, missingRequired, serverTeamErrors, validateTeamForm, type TeamFormErrors } from './teamForm';
import { RecordDialogFooter } from '../../../ui/RecordDialogFooter';
import { changedFrom } from '../../../ui/unsaved/changed';
import { FormDialog } from '../../../ui/unsaved/FormDialog';

export type TeamModalState = { mode: 'create' } | { mode: 'edit'; member: AdminTeamMember } | { mode: 'view'; member: AdminTeamMember };

const TITLES = { create: 'Add Team Member', edit: 'Edit Team Member', view: 'Team Member' } as const;
const FORM_ID = 'team-member-form';

/** One modal with view, create and edit modes (admin spec "Team member modal"). */
export function TeamModal({ state, onChange }: { state: TeamModalState; onChange: (next: TeamModalState | null) => void }) {
  const queryClient = useQueryClient();
  const current = state.mode === 'create' ? null : state.member;
  const [initial] = useState<TeamMemberFormValues>(() => initialTeamForm(current));
  const [values, setValues] = useState<TeamMemberFormValues>(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const dirty = state.mode !== 'view' && (changedFrom(initial, values) || photo !== null);
  const [errors, setErrors] = useState<TeamFormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: () => {
      const form = buildTeamFormData(values, photo, current !== null);
      const onProgress = photo ? setProgress : undefined;
      return current ? updateTeamMember(current.id, form, onProgress) : addTeamMember(form, onProgress);
    },
    onSuccess: (res) => {
      toast.success(res.message || (current ? TEAM_MESSAGES.updated : TEAM_MESSAGES.created));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      onChange(null);
    },
    onError: (err) => {
      toast.error(failureMessage(err, TEAM_MESSAGES.saveFailed));
      if (err instanceof ApiError) setErrors(serverTeamErrors(err.errors));
    },
    onSettled: () => setProgress(null),
  });

  const change = (patch: Partial<TeamMemberFormValues>) => {
    setValues((prev) => ({ ...prev, ...patch }));
    // A field's error clears when it is edited.
    setErrors((prev) => {
      const out = { ...prev };
      for (const key of Object.keys(patch)) delete out[key as keyof TeamFormErrors];
      return out;
    });
  };

  const choosePhoto = (file: File | null) => {
    const problem = file ? validateTeamForm(values, file).photo : undefined;
    setPhoto(problem ? null : file);
    setErrors((prev) => ({ ...prev, photo: problem }));
  };

  const submit = () => {
    const problems = validateTeamForm(values, photo);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (missingRequired(problems)) toast.error(TEAM_MESSAGES.required);
      return;
    }
    save.mutate();
  };

  const footer = (
    <RecordDialogFooter
      viewing={state.mode === 'view'}
      onClose={() => onChange(null)}
      onEdit={() => state.mode === 'view' && onChange({ mode: 'edit', member: state.member })}
      saving={save.isPending}
      formId={FORM_ID}
      submitLabel={state.mode === 'create' ? 'Add Member' : 'Save Changes'}
    />
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onChange(null)}
      dirty={dirty}
      title={TITLES[state.mode]}
      size="lg"
      dismissible={!save.isPending}
      footer={footer}
    >
      {state.mode === 'view' ? (
        <MemberView member={state.member} />
      ) : (
        <MemberForm
          id={FORM_ID}
          values={values}
          errors={errors}
          photo={photo}
          current={current}
          progress={progress}
          onChange={change}
          onPhoto={choosePhoto}
          onSubmit={submit}
        />
      )}
    </FormDialog>
  );
}
