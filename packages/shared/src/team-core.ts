// The team domain's texts, apart from its zod schemas (team.ts) so the About page can show them
// without pulling zod into its JavaScript. team.ts re-exports them.

export const TEAM_AGE_MIN = 18;
export const TEAM_AGE_MAX = 100;

export const TEAM_MESSAGES = {
  required: 'Please fill in all required fields.',
  ageRange: `Age must be between ${TEAM_AGE_MIN} and ${TEAM_AGE_MAX}`,
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'A team member with this email already exists',
  phoneInvalid: 'Please enter a valid phone number.',
  tooLong: 'This value is too long',
  photoTooLarge: 'Photo must be less than 5MB',
  photoNotImage: 'Please select a valid image file',
  notFound: 'Team member not found',
  created: 'Team member created successfully',
  updated: 'Team member updated successfully',
  deleted: 'Team member deleted successfully',
  loadFailed: 'Failed to load team members',
  deleteFailed: 'Failed to delete team member',
  saveFailed: 'Failed to create or update team member',
} as const;
