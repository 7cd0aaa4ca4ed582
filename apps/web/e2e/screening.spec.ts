import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { createProperty } from './support/properties';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { officeDaysFrom } from './support/dates';
import { linkIn, waitForMail } from './support/mail';
import { settleToasts, shots, toastText } from './support/page';

interface Question {
  id: string;
  question_text: string;
  order: number;
}

const tag = Date.now().toString(36);
const respondent = { name: 'Morgan Screening', email: `morgan-${tag}@example.com`, phone: '(518) 555-0142' };
const second = { name: 'Riley Second', email: `riley-${tag}@example.com`, phone: '518 555 0199' };
const text = {
  budget: `What is your monthly budget? ${tag}`,
  city: `Which city do you prefer? ${tag}`,
  bedrooms: `How many bedrooms? ${tag}`,
  moveIn: `When do you want to move in? ${tag}`,
  pets: `Do you have pets? ${tag}`,
  job: `What do you do for a living? ${tag}`,
};

describe('pre-screening', () => {
  let property: { id: string; title: string };
  /** The friendly reference the first visitor is shown (issue 18), searched for by the admin. */
  let reference = '';

  it.beforeAll(async ({ api }) => {
    // This file owns the questionnaire: start from exactly the questions it creates.
    const current = await api.request<{ data: Question[] }>('GET', '/api/admin/screening/questions');
    for (const q of current.body.data) await api.request('DELETE', `/api/admin/screening/questions/${q.id}`);
    const created = await api.request('POST', '/api/admin/screening/questions/bulk', {
      questions: [
        { question_text: text.budget, question_type: 'number', criterion: 'budget_max', placeholder_text: 'e.g. 1500' },
        { question_text: text.city, question_type: 'text', criterion: 'city', placeholder_text: 'e.g. Albany' },
        { question_text: text.bedrooms, question_type: 'number', criterion: 'bedrooms' },
        { question_text: text.moveIn, question_type: 'date', criterion: 'move_in_date', is_required: false },
        { question_text: text.pets, question_type: 'yesno', criterion: 'pets' },
        { question_text: text.job, question_type: 'text', is_required: false },
      ],
    });
    expect(created.status).toBe(201);

    property = await createProperty(api, {
      title: `Screening Flat ${tag}`,
      description: 'A bright two-bedroom flat near Congress Park, made by the screening journey.',
      area_sqft: 850,
      price: 1450,
      address: '12 Caroline Street',
      city: 'Saratoga Springs',
      pincode: '12866',
    });
  });

  it('a visitor answers every question type, submits, and follows View Recommended Properties', async ({ browser }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/screening');
    await page.getByRole('heading', { name: 'Pre-Screening Questionnaire', level: 1 }).waitFor();
    await page.getByText('Question 1 of 6').waitFor();
    await expectAccessible(page);
    await shots(page, 'screening-form');

    // Yes/no starts unanswered, never as No.
    const pets = page.getByRole('radiogroup', { name: text.pets });
    expect(await pets.getByLabel('Yes').isChecked()).toBe(false);
    expect(await pets.getByLabel('No').isChecked()).toBe(false);

    // Nothing filled in: every message of the spec.
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fix the errors before submitting' }).first().waitFor();
    await page.getByText('Full name is required', { exact: true }).waitFor();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('Phone number is required', { exact: true }).waitFor();
    expect(await page.getByText('This question is required', { exact: true }).count()).toBe(4);
    await expectAccessible(page);
    await shots(page, 'screening-errors');

    await page.getByLabel('Full name').fill('M');
    await page.getByLabel('Email').fill('morgan@');
    await page.getByLabel('Phone').fill('555-0142');
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.getByText('Full name must be at least 2 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Phone number must be at least 10 characters').waitFor();

    await page.getByLabel('Full name').fill(respondent.name);
    await page.getByLabel('Email').fill(respondent.email);
    await page.getByLabel('Phone').fill(respondent.phone);
    await page.getByLabel(text.budget).fill('1500');
    await page.getByLabel(text.city).fill('Saratoga Springs');
    await page.getByLabel(text.bedrooms).fill('2');
    await page.getByLabel(text.moveIn).fill(officeDaysFrom(45));
    await pets.getByLabel('Yes').check();
    await page.getByLabel(text.job).fill('Nurse at Saratoga Hospital');
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await toastText(page, 'Screening form submitted successfully!');
    await page.getByText('Reference ID:').waitFor();
    // A friendly reference, as applications have APP-: not the raw id.
    reference = (await page.getByText(/^SCR-[A-Z2-9]{6}$/).textContent()) ?? '';
    expect(reference).toMatch(/^SCR-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{6}$/);
    await page.getByText('24-48 hours').first().waitFor();
    await page.getByRole('link', { name: property.title }).waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'screening-success');

    // The receipt lists the match with a link to the property page.
    const receipt = await waitForMail(respondent.email, /pre-screening questionnaire/);
    expect(receipt.text).toContain(`Your reference id is ${reference}.`);
    expect(linkIn(receipt, `/properties/${property.id}`)).toBe(`${inject('baseURL')}/properties/${property.id}`);

    // Submit Another Response: a fresh, empty form on the same page.
    await page.getByRole('link', { name: 'Submit Another Response' }).click();
    await page.getByRole('button', { name: 'Submit Questionnaire' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByRole('radiogroup', { name: text.pets }).getByLabel('No').isChecked()).toBe(false);

    // A second visitor; 0 bedrooms is an answer, "No" is an answer.
    await page.getByLabel('Full name').fill(second.name);
    await page.getByLabel('Email').fill(second.email);
    await page.getByLabel('Phone').fill(second.phone);
    await page.getByLabel(text.budget).fill('1600');
    await page.getByLabel(text.city).fill('Saratoga Springs');
    await page.getByLabel(text.bedrooms).fill('0');
    await page.getByRole('radiogroup', { name: text.pets }).getByLabel('No').check();
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();

    const view = page.getByRole('link', { name: 'View Recommended Properties' });
    const href = (await view.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/properties\?/);
    await view.click();
    await page.waitForURL((url) => url.pathname === '/properties');
    const query = new URL(page.url()).searchParams;
    expect(query.get('max_price')).not.toBeNull();
    expect(query.get('city') ?? query.get('state')).not.toBeNull();
    // The link's filters, read by the public list, include the recommended home.
    const list = await fetch(`${inject('baseURL')}/api/properties?${query.toString()}&limit=100`);
    const listed = ((await list.json()) as { data: { properties: { id: string }[] } }).data.properties.map((p) => p.id);
    expect(listed).toContain(property.id);
    await context.close();
  });

  it('an admin reads and replies to a response, manages the questions, and the visitor sees them', async ({ browser, api }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/pre-screening');
    await page.getByRole('heading', { name: 'Pre-Screening', level: 1 }).waitFor();
    await page.getByText('Pending Reply', { exact: true }).first().waitFor();

    // Search is done by the server; the reference the visitor was given finds the response.
    const search = page.getByLabel('Search responses by name, email, phone or reference');
    await search.fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('row').filter({ hasText: reference }).filter({ hasText: respondent.email }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await search.fill(respondent.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: respondent.email });
    // The header row and the one match (the unfiltered list shows until the answer comes).
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.waitFor();
    await expectAccessible(page);
    await shots(page, 'admin-screening-responses');

    // View: contact, every answer with its question, the recommendations.
    await page.getByRole('button', { name: `View response from ${respondent.name}` }).click();
    const detail = page.getByRole('dialog', { name: 'Screening Response' });
    await detail.getByText(reference, { exact: true }).waitFor();
    await detail.getByText(text.job).waitFor();
    await detail.getByText('Nurse at Saratoga Hospital').waitFor();
    await detail.getByText(property.title).waitFor();
    await expectAccessible(page);
    await shots(page, 'admin-screening-detail');

    // Reply: not blank; the respondent is e-mailed; the status becomes Replied.
    await detail.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: `Reply to ${respondent.name}` });
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await reply.getByText('Please enter a reply message').waitFor();
    await expectAccessible(page);
    const answer = `Thanks Morgan, the Saratoga flat is free for a viewing this week. ${tag}`;
    await reply.getByLabel('Reply message').fill(answer);
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await toastText(page, 'Reply sent successfully');
    await row.getByText('Replied', { exact: true }).waitFor();
    const mail = await waitForMail(respondent.email, /reply/i);
    expect(mail.text).toContain(answer);

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await page.getByRole('button', { name: `Delete response from ${second.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Response' });
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await toastText(page, 'Response deleted successfully');
    await page.getByRole('row').filter({ hasText: second.email }).waitFor({ state: 'detached' });

    // Questions: add two at once (a blank third one is dropped).
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByText(text.job).waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'admin-screening-questions');
    await page.getByRole('button', { name: 'Add Questions' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Questions' });
    await add.getByRole('button', { name: 'Create Questions' }).click();
    await add.getByText('Please add at least one question').waitFor();
    expect(await add.getByRole('button', { name: /Remove new question/ }).count()).toBe(0);
    const newText = `Do you smoke? ${tag}`;
    const newText2 = `How many vehicles do you own? ${tag}`;
    await add.getByLabel('Question text').fill(newText);
    await add.getByRole('button', { name: 'Add Another Question' }).click();
    await add.getByRole('button', { name: 'Add Another Question' }).click();
    const texts = add.getByLabel('Question text');
    await texts.nth(1).fill(newText2);
    await add.getByLabel('Type').nth(1).selectOption('number');
    await add.getByLabel('Required').nth(1).uncheck();
    await add.getByLabel('Type').first().selectOption('yesno');
    await expectAccessible(page);
    await shots(page, 'admin-screening-add-questions');
    await add.getByRole('button', { name: 'Create Questions' }).click();
    await toastText(page, '2 questions created successfully');
    const items = page.getByRole('list', { name: 'Active questions' }).getByRole('listitem');
    await items.filter({ hasText: newText2 }).waitFor();
    expect(await items.count()).toBe(8);

    // Reorder with the arrows: the smoking question moves above the job question.
    await page.getByRole('button', { name: `Move "${newText}" up` }).click();
    await expect.poll(async () => (await items.nth(5).textContent()) ?? '').toContain(newText);
    const order = await api.request<{ data: Question[] }>('GET', '/api/admin/screening/questions');
    expect(order.body.data.map((q) => q.question_text).slice(5)).toEqual([newText, text.job, newText2]);

    // Delete a question: it stops being asked.
    await page.getByRole('button', { name: `Delete "${text.job}"` }).click();
    await page.getByRole('dialog', { name: 'Delete Question' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await toastText(page, 'Question deleted successfully');
    await items.filter({ hasText: text.job }).waitFor({ state: 'detached' });

    // The visitor sees the new questions, in the new order.
    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/screening');
    await visitor.page.getByText('Question 7 of 7').waitFor();
    await visitor.page.getByRole('radiogroup', { name: newText }).waitFor();
    await visitor.page.getByLabel(newText2).waitFor();
    expect(await visitor.page.getByText(text.job).count()).toBe(0);
    await visitor.context.close();
    await context.close();
  });
});
