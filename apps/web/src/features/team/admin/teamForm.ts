import {
  checkTeamPhoto,
  teamMemberCreateSchema,
  TEAM_MESSAGES,
  type AdminTeamMember,
  type TeamMemberFormValues,
} from '@rentfront/shared/team';

export type TeamFormErrors = Partial<Record<keyof TeamMemberFormValues | 'photo', string>>;

export function initialTeamForm(member?: AdminTeamMember | null): TeamMemberFormValues {
  return {
    name: member?.name ?? '',
    age: member ? String(member.age) : '',
    email: member?.email ?? '',
    position_name: member?.position_name ?? '',
    description: member?.description ?? '',
    phone: member?.phone ?? '',
    is_active: member?.is_active ?? true,
  };
}

/** The spec's rules: required fields, age 18-100, e-mail and phone formats, and the photo. */
export function validateTeamForm(values: TeamMemberFormValues, photo: File | null): TeamFormErrors {
  const errors: TeamFormErrors = {};
  const parsed = teamMemberCreateSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof TeamMemberFormValues;
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  if (photo) {
    const problem = checkTeamPhoto(photo);
    if (problem) errors.photo = problem;
  }
  return errors;
}

/** True when the only problems are missing required fields (the spec's one toast text). */
export function missingRequired(errors: TeamFormErrors): boolean {
  return Object.values(errors).includes(TEAM_MESSAGES.required);
}

/**
 * Multipart body. A new member sends only the fields that are set; an edit also sends emptied
 * optional fields (description, phone) so they are cleared.
 */
export function buildTeamFormData(values: TeamMemberFormValues, photo: File | null, isEdit: boolean): FormData {
  const form = new FormData();
  const text: [string, string][] = [
    ['name', values.name.trim()],
    ['age', values.age.trim()],
    ['email', values.email.trim()],
    ['position_name', values.position_name.trim()],
    ['description', values.description.trim()],
    ['phone', values.phone.trim()],
  ];
  for (const [key, value] of text) {
    if (value !== '' || (isEdit && (key === 'description' || key === 'phone'))) form.append(key, value);
  }
  form.append('is_active', String(values.is_active));
  if (photo) form.append('photo', photo);
  return form;
}

/** Server field errors (400/409/413/415) mapped onto the form. */
export function serverTeamErrors(errors: Record<string, string> | undefined): TeamFormErrors {
  if (!errors) return {};
  const out: TeamFormErrors = {};
  for (const key of ['name', 'age', 'email', 'position_name', 'description', 'phone', 'photo'] as const)
    if (errors[key]) out[key] = errors[key];
  return out;
}
