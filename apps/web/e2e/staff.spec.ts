import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { submitApplication } from './support/applications';
import { adminApi, signInContext, signInViaUi } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, newPage } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { shots, toastText } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

describe('staff users and roles (issue 20)', () => {
  it('the owner invites an agent, who sets a password from the e-mailed link, signs in, and sees no Staff and no reveal', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const email = `agent-${tag}@example.com`;
    const name = `Avery Agent ${tag}`;
    const password = `agent-journey-${tag}-pw`;

    // An application with an SSN for the agent to look at.
    const property = await createProperty(api, {
      title: `Staff Journey Flat ${tag}`,
      description: 'A flat made by the staff journey, to hold an application.',
      property_type: 'apartment',
      area_sqft: 700,
      bathrooms: 1,
      price: 1400,
      deposit: 1400,
      address: '20 Staff Street',
      city: 'Saratoga Springs',
      pincode: '12866',
    });
    const applicant = `Sam Applicant ${tag}`;
    const { id: applicationId } = await submitApplication(property.id, {
      name: applicant,
      email: `applicant-${tag}@example.com`,
      phone: '5185550199',
      ssn: '123-45-6789',
    });

    // The owner: Staff sits under Settings in the menu; the invite dialog asks before losing work.
    const owner = await newPage(browser, DESKTOP);
    await signInContext(owner.context, api);
    await owner.page.goto('/admin/staff');
    await owner.page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await owner.page.getByRole('table', { name: 'Staff members' }).waitFor();
    await expectAccessible(owner.page);
    await shots(owner.page, 'admin-staff');
    await owner.page.getByRole('button', { name: 'Invite staff member' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Invite staff member' });
    await dialog.getByLabel('Full name').fill(name);
    await owner.page.keyboard.press('Escape');
    await owner.page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('agent');
    await expectAccessible(owner.page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toastText(owner.page, `Invitation sent to ${email}`);
    const row = owner.page.getByRole('row').filter({ hasText: email });
    await row.getByText('Invited').waitFor();
    await owner.context.close();

    // The agent: the link from the e-mail, a password, then the usual sign-in.
    const mail = await waitForMail(email, /invited/);
    const link = new URL(linkIn(mail, '/admin/invite?token='));
    const agent = await newPage(browser, DESKTOP);
    await agent.page.goto(link.pathname + link.search);
    await agent.page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    // The token leaves the address bar at once.
    await expect.poll(() => new URL(agent.page.url()).search).toBe('');
    await agent.page.getByLabel('New password').fill(password);
    await agent.page.getByLabel('Confirm password').fill(password);
    await expectAccessible(agent.page);
    await shots(agent.page, 'admin-invite-accept');
    await agent.page.getByRole('button', { name: 'Set password' }).click();
    await agent.page.getByText('Your password is set. You can sign in now.').waitFor();
    await agent.page.waitForURL('**/admin-login');
    await signInViaUi(agent.page, email, password);

    await agent.page.goto('/admin/dashboard');
    const nav = agent.page.getByRole('navigation', { name: 'Admin sections' });
    await nav.getByRole('link', { name: 'Applications' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Notice Management' }).count()).toBe(0);

    // The application: masked, no reveal offered, no delete, no export.
    await agent.page.goto('/admin/applications');
    await agent.page.getByLabel('Search applications').fill(applicant);
    const appRow = agent.page.getByRole('row').filter({ hasText: applicant });
    await appRow.waitFor();
    expect(await agent.page.getByRole('link', { name: 'Export applications as CSV' }).count()).toBe(0);
    expect(await appRow.getByRole('button', { name: `Delete application of ${applicant}` }).count()).toBe(0);
    await appRow.getByRole('button', { name: `View details of ${applicant}` }).click();
    const detail = agent.page.getByRole('dialog', { name: `Application of ${applicant}` });
    await detail.getByText('***-**-6789').waitFor();
    await detail.getByText('Your role cannot reveal them.').waitFor();
    expect(await detail.getByRole('button', { name: 'Reveal sensitive details' }).count()).toBe(0);

    // And the server refuses the reveal and the Staff list, whatever the page shows.
    const asAgent = await adminApi(email, password);
    const reveal = await asAgent.request<{ message: string }>('POST', `/api/admin/applications/${applicationId}/reveal`);
    expect(reveal.status).toBe(403);
    expect(reveal.body.message).toBe('Your role does not allow this action');
    expect((await asAgent.request('GET', '/api/admin/users')).status).toBe(403);
    await agent.page.goto('/admin/staff');
    await agent.page.getByText('Your role does not allow this section.').waitFor();
    await agent.context.close();
  });
});
