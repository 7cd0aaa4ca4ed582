import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { submitApplication } from './support/applications';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, newPage } from './support/browser';
import { allMail, waitForMail } from './support/mail';
import { settleToasts, shots, toastText } from './support/page';
import { createProperty } from './support/properties';

// Issue 19 item 5: the office words the "approved" e-mail in Settings, approves with a note, and
// the applicant gets exactly that; the application's timeline tells the story.

const tag = Date.now().toString(36);
const applicant = { name: 'Quinn Hearback', email: `quinn-${tag}@example.com`, phone: '(518) 555-0177' };
const TEMPLATES = '/api/admin/applicant-email-templates';

describe('applicant status e-mails', () => {
  it('an admin edits and previews the approved e-mail, approves with a note, the applicant gets it and the timeline shows it', async ({
    browser,
    api,
  }) => {
    // From the built-in text, whatever an earlier attempt left.
    await api.request('DELETE', `${TEMPLATES}/approved`);
    const property = await createProperty(api, { title: `Hearback Bungalow ${tag}`, price: 1895 });
    const application = await submitApplication(property.id, applicant);
    await waitForMail(applicant.email, application.reference);

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);

    // Settings › Applicant e-mails: edit the approved e-mail.
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Applicant e-mails' });
    const row = card.getByRole('listitem').filter({ hasText: 'Approved' });
    await row.getByText('Default text').waitFor();
    expect(await card.getByRole('listitem').count()).toBe(3);
    await card.getByRole('listitem').filter({ hasText: 'More Information Needed' }).waitFor();
    await row.getByRole('button', { name: 'Edit the Approved e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the “Approved” e-mail' });
    const subject = dialog.getByLabel('Subject');
    const body = dialog.getByLabel('Message');
    await expect.poll(() => subject.inputValue()).toBe('Your rental application {reference} has been approved');

    // An unknown placeholder is refused with a message that says which one.
    await subject.fill('Welcome home, {first_name}');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('Unknown placeholder {first_name}.', { exact: false }).waitFor();
    await expectAccessible(page, 'template with an unknown placeholder');

    await subject.fill(`Welcome home, {applicant_name} (${tag})`);
    await body.fill(
      'Hello {applicant_name},\n\n{property_title} is yours: application {reference} is {status}.\n\n{message}\n\n<b>Call</b> {office_phone} with any question.',
    );
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'E-mail preview' });
    await preview.getByText(`Welcome home, Jordan Sample (${tag})`).waitFor();
    await preview.getByText('Sunny 2-Bedroom Apartment is yours: application APP-SAMPLE is Approved.', { exact: false }).waitFor();
    await preview.getByText('Your note to the applicant appears here.', { exact: false }).waitFor();
    // Typed markup shows as text.
    await preview.getByText('<b>Call</b>', { exact: false }).waitFor();
    await expectAccessible(page, 'template preview');
    await shots(page, 'admin-applicant-email-preview');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'E-mail template saved');
    await expect.poll(() => dialog.count()).toBe(0);
    await row.getByText('Edited').waitFor();
    await settleToasts(page);
    await expectAccessible(page, 'settings applicant e-mails');
    await shots(page, 'admin-settings-applicant-emails');

    // Applications: a reply that approves sends the Approved template with the reply as its note.
    await page.goto('/admin/applications');
    await page.getByLabel('Search applications').fill(application.reference);
    const appRow = page.getByRole('row').filter({ hasText: applicant.name });
    await appRow.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const replyButton = appRow.getByRole('button', { name: `Send reply to ${applicant.name}` });
    await replyButton.click();
    const reply = page.getByRole('dialog', { name: 'Send Reply' });
    const note = `Keys are ready on Friday at 10 am. ${tag}`;
    await reply.getByLabel('Reply').fill(note);
    await reply.getByLabel('Status').selectOption('approved');
    await expectAccessible(page, 'reply that approves');
    await shots(page, 'admin-application-approve');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await toastText(page, 'Reply sent successfully');
    await reply.waitFor({ state: 'detached' });
    await appRow.getByText('Approved', { exact: true }).waitFor();

    // The applicant gets the edited e-mail, filled in, with the note, once.
    const mail = await waitForMail(applicant.email, `Welcome home, ${applicant.name} (${tag})`);
    expect(mail.text).toContain(`${property.title} is yours: application ${application.reference} is Approved.`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('<b>Call</b>');
    expect(mail.html).not.toContain('<b>Call</b>');
    expect(mail.html).toContain('&lt;b&gt;Call&lt;/b&gt;');
    const toApplicant = (await allMail()).filter((m) => m.to.includes(applicant.email));
    expect(toApplicant.map((m) => m.subject)).toHaveLength(2); // the receipt and the approval

    // The detail's timeline: submitted, the change (who, old → new), the note and the e-mails.
    await appRow.getByRole('button', { name: `View details of ${applicant.name}` }).click();
    const detail = page.getByRole('dialog', { name: `Application of ${applicant.name}` });
    const timeline = detail.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Application submitted').waitFor();
    const change = timeline.getByRole('listitem').filter({ hasText: 'Status changed' });
    await change.getByText('Pending Review').waitFor();
    await change.getByText('Approved').waitFor();
    await change.getByText(`by ${api.user.full_name}`, { exact: false }).waitFor();
    await timeline.getByText(note).waitFor();
    await timeline.getByText(`“Welcome home, ${applicant.name} (${tag})”`).waitFor();
    await timeline.getByText(`“We received your rental application ${application.reference}”`).waitFor();
    // The outbox has delivered both by now.
    await expect.poll(() => timeline.getByText('Sent', { exact: true }).count(), { timeout: 15_000 }).toBe(2);
    await settleToasts(page);
    await expectAccessible(page, 'application detail with timeline');
    await shots(page, 'admin-application-timeline');
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await detail.waitFor({ state: 'detached' });

    // Reset to the default from Settings.
    await page.goto('/admin/settings');
    await row.getByRole('button', { name: 'Reset the Approved e-mail to the default' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset applicant e-mail' });
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await toastText(page, 'E-mail template reset to the default');
    await row.getByText('Default text').waitFor();
    await context.close();
  });
});
