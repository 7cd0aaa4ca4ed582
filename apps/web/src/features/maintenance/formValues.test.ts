import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { describe, expect, it } from 'vitest';
import {
  buildCreateFields,
  buildUpdateBody,
  checkForm,
  emptyFormValues,
  formValuesFrom,
  photoCountText,
  propertyAddress,
  statusChoices,
} from './formValues';

const filled = () => ({
  ...emptyFormValues(),
  tenant_name: ' Jane Tenant ',
  property_address: '12 Elm Street',
  issue_title: 'Leak',
  issue_description: 'Drips',
  contractor_email: 'fix@example.com',
});

const request: MaintenanceRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  tenant_name: 'Jane Tenant',
  tenant_phone: '518 555 0100',
  tenant_email: null,
  property_id: null,
  property_title: null,
  property_address: '12 Elm Street',
  property_unit: '3B',
  issue_title: 'Leak',
  issue_description: 'Drips',
  priority: 'high',
  contractor_email: 'fix@example.com',
  contractor_name: null,
  contractor_phone: null,
  contractor_id: null,
  estimated_cost: 0,
  notes: 'Call first',
  status: 'sent_to_contractor',
  photos: ['/a', '/b'],
  photo_items: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  sent_at: '2026-11-01T11:00:00.000Z',
  completed_at: null,
};

describe('maintenance form checks', () => {
  it('needs the five required fields and says so with the spec message', () => {
    const check = checkForm(emptyFormValues());
    expect(check.missingRequired).toBe(true);
    expect(Object.keys(check.errors).sort()).toEqual([
      'contractor_email',
      'issue_description',
      'issue_title',
      'property_address',
      'tenant_name',
    ]);
    expect(check.errors.tenant_name).toBe('Please fill in all required fields');
    expect(checkForm(filled())).toEqual({ errors: {}, missingRequired: false });
  });

  it('checks e-mail, phone and cost formats', () => {
    const check = checkForm({ ...filled(), contractor_email: 'nope', tenant_phone: '0123', estimated_cost: '-1' });
    expect(check.missingRequired).toBe(false);
    expect(check.errors).toEqual({
      contractor_email: 'Please enter a valid email address',
      tenant_phone: 'Please enter a valid phone number',
      estimated_cost: 'Estimated cost must be a number of 0 or more',
    });
    expect(checkForm({ ...filled(), estimated_cost: '10.555' }).errors.estimated_cost).toBe(
      'Estimated cost can have at most 2 decimal places',
    );
    expect(checkForm({ ...filled(), estimated_cost: '0' }).errors).toEqual({});
  });
});

describe('maintenance payloads', () => {
  it('create sends trimmed non-empty fields only, without the status', () => {
    expect(buildCreateFields({ ...filled(), notes: '  ', estimated_cost: '0' })).toEqual({
      tenant_name: 'Jane Tenant',
      property_address: '12 Elm Street',
      issue_title: 'Leak',
      issue_description: 'Drips',
      priority: 'medium',
      contractor_email: 'fix@example.com',
      estimated_cost: '0',
    });
  });

  it('update sends non-empty fields, nulls for emptied optional ones, a changed status and the kept photos', () => {
    const values = { ...formValuesFrom(request), notes: '', tenant_phone: '', status: 'completed' as const };
    const body = buildUpdateBody(values, request, ['/a']);
    expect(body).toMatchObject({ tenant_name: 'Jane Tenant', estimated_cost: 0, property_unit: '3B', status: 'completed', photos: ['/a'] });
    expect(body.notes).toBeNull();
    expect(body.tenant_phone).toBeNull();
    // Never-set optional fields are not sent as null.
    expect('tenant_email' in body).toBe(false);
    // Unchanged status and photos are left out.
    const same = buildUpdateBody(formValuesFrom(request), request, ['/a', '/b']);
    expect('status' in same).toBe(false);
    expect('photos' in same).toBe(false);
  });

  it('offers the statuses the server allows from the current one', () => {
    expect(statusChoices('pending')).toEqual(['pending', 'cancelled']);
    expect(statusChoices('sent_to_contractor')).toEqual(['sent_to_contractor', 'in_progress', 'completed', 'cancelled']);
    expect(statusChoices('completed')).toEqual(['completed']);
  });

  it('formats a listed property address', () => {
    expect(propertyAddress({ address: '40 Maple Court', city: 'Albany', state: 'NY', pincode: '12203' })).toBe(
      '40 Maple Court, Albany, NY 12203',
    );
  });
});

describe('photoCountText', () => {
  it('says none, one or many', () => {
    expect([0, 1, 4].map(photoCountText)).toEqual(['No photos', '1 photo', '4 photos']);
  });
});
