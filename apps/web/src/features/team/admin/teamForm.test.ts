import { TEAM_MESSAGES } from '@rentfront/shared/team';
import { describe, expect, it } from 'vitest';
import { buildTeamFormData, initialTeamForm, missingRequired, serverTeamErrors, validateTeamForm } from './teamForm';

const valid = { ...initialTeamForm(), name: 'Ann Lee', age: '30', email: 'ann@example.com', position_name: 'Leasing Agent' };

describe('team member form', () => {
  it('requires name, age, email and position', () => {
    const errors = validateTeamForm(initialTeamForm(), null);
    expect(errors).toEqual({
      name: TEAM_MESSAGES.required,
      age: TEAM_MESSAGES.required,
      email: TEAM_MESSAGES.required,
      position_name: TEAM_MESSAGES.required,
    });
    expect(missingRequired(errors)).toBe(true);
    expect(validateTeamForm(valid, null)).toEqual({});
  });

  it('keeps age between 18 and 100 and checks e-mail and phone', () => {
    expect(validateTeamForm({ ...valid, age: '17' }, null)).toEqual({ age: TEAM_MESSAGES.ageRange });
    expect(validateTeamForm({ ...valid, age: '101' }, null)).toEqual({ age: TEAM_MESSAGES.ageRange });
    expect(validateTeamForm({ ...valid, age: '18' }, null)).toEqual({});
    expect(validateTeamForm({ ...valid, age: '100' }, null)).toEqual({});
    expect(validateTeamForm({ ...valid, email: 'ann' }, null)).toEqual({ email: TEAM_MESSAGES.emailInvalid });
    expect(validateTeamForm({ ...valid, phone: '0123' }, null)).toEqual({ phone: TEAM_MESSAGES.phoneInvalid });
    expect(missingRequired({ age: TEAM_MESSAGES.ageRange })).toBe(false);
  });

  it('accepts images under 5MB only', () => {
    const photo = (size: number, type: string) => ({ name: 'p', size, type }) as File;
    expect(validateTeamForm(valid, photo(5 * 1024 * 1024, 'image/png'))).toEqual({});
    expect(validateTeamForm(valid, photo(5 * 1024 * 1024 + 1, 'image/png')).photo).toBe(TEAM_MESSAGES.photoTooLarge);
    expect(validateTeamForm(valid, photo(100, 'application/pdf')).photo).toBe(TEAM_MESSAGES.photoNotImage);
  });

  it('sends only what is set on create, and emptied optional fields on edit', () => {
    const create = buildTeamFormData({ ...valid, name: ' Ann Lee ' }, null, false);
    expect([...create.keys()]).toEqual(['name', 'age', 'email', 'position_name', 'is_active']);
    expect(create.get('name')).toBe('Ann Lee');
    const edit = buildTeamFormData({ ...valid, is_active: false }, null, true);
    expect(edit.get('description')).toBe('');
    expect(edit.get('phone')).toBe('');
    expect(edit.get('is_active')).toBe('false');
    const withPhoto = buildTeamFormData(valid, new File(['x'], 'me.png', { type: 'image/png' }), false);
    expect(withPhoto.get('photo')).toBeInstanceOf(File);
    expect(serverTeamErrors({ email: TEAM_MESSAGES.emailTaken, x: 'y' })).toEqual({ email: TEAM_MESSAGES.emailTaken });
  });
});
