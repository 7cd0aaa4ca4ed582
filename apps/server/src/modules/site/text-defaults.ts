import type { SiteTextKey } from '@rentfront/shared';
import { APPLICATION_DECISION_TIME, APPLICATION_REVIEW_TIME } from '@rentfront/shared/review-times';

// The built-in texts of the lease terms and rental policies pages, shown until an admin replaces
// them in Settings. Plain text: blank lines separate paragraphs, "- " starts a list item.

const LEASE_TERMS = `These terms summarize the residential lease you sign when your application is approved. The signed lease agreement for your home is the document that applies; where it differs from this summary, the lease wins.

Lease length
- Our standard lease runs for 12 months. Some homes offer other lengths; the property page shows the lease term when it differs.
- The lease starts on the move-in date agreed in writing after approval.

Rent
- Rent is due on the 1st of each month, in US dollars, through the resident portal or another method we agree in writing.
- Rent paid after the 5th of the month may incur the late fee stated in your lease.
- The first month's rent is due before you receive the keys.

Security deposit
- The security deposit shown on the property page is due when you sign the lease.
- We return the deposit, less any lawful deductions for unpaid rent or damage beyond normal wear and tear, within the time set by state law after you move out, with an itemized statement.

Renewal and ending the lease
- About 60 days before your lease ends, we will offer a renewal or confirm your move-out date.
- If you plan to leave at the end of the lease, please give us written notice at least 30 days in advance.
- Ending a lease early may be possible by agreement; your lease explains the conditions.

Questions
If anything in these terms is unclear, contact our office before you sign. We are glad to walk you through your lease.`;

const RENTAL_POLICIES = `These policies apply to every application and every home we manage.

Applications
- Each adult (18 or older) who will live in the home fills in an application.
- We review applications within ${APPLICATION_REVIEW_TIME} and send our decision within ${APPLICATION_DECISION_TIME}. We decide based on income, rental history, credit and background checks, applied the same way to every applicant.
- We follow the Fair Housing Act and applicable state and local law, and do not discriminate on any protected basis.

Screening and your information
- With your consent we check credit, background and references. Sensitive details such as your social security number are encrypted and used only for screening.
- We do not sell your personal information.

Pets
- Each property page shows its pet policy. Where pets are allowed, a pet agreement and a pet deposit may apply.
- Assistance animals are not pets; reasonable accommodation requests are always considered.

Living in the home
- Please keep the home clean, safe and free of hazards, and respect your neighbors' quiet enjoyment.
- Smoking is not allowed inside our homes.
- Changes to the home (painting, new locks, appliances) need our written approval.

Maintenance and access
- Report maintenance issues as soon as you notice them through the resident portal or by contacting our office. Emergencies (no heat, flooding, gas smell) should be reported by phone right away.
- Except in an emergency, we give at least 24 hours' notice before entering the home.

Changes to these policies
We may update these policies; the current version is always on this page.`;

const SCREENING_CRITERIA = `We publish how we decide before you apply, and we apply the same criteria to every applicant for the same home.

Income
- The household's combined gross monthly income should be at least 3 times the monthly rent (the total monthly cost shown on the property page).
- Income from any lawful, verifiable source counts: wages, self-employment, benefits, support, housing vouchers and other assistance.
- A guarantor (co-signer) can help a household that does not meet the income criterion.

Credit
- We look at your payment history for housing and utilities, not at a minimum score alone.
- Having no credit history is not a reason to decline an application. Medical debt and student loans are not counted against you.

Rental history
- We ask for your last two years of addresses and may contact your current and previous landlords.
- An eviction judgment in the last three years may lead to a decline; we consider the circumstances you tell us about.

Background
- We check criminal records only after you consent, and we look at each case individually.
- An arrest without a conviction is never considered. A conviction is considered only where it bears on the safety of residents or property, taking into account the time passed and any evidence of rehabilitation you give us.

Reasonable accommodation
- If you have a disability, you can ask for a change in these criteria, our rules or the application process at any time, for example more time, help filling in the form, or an assistance animal in a home without pets.
- Ask by phone, by e-mail or in writing to our office; you do not need to use special words. We answer every request and may ask for information that supports it.

If we decline
- We tell you in writing why. If the decision was based on a screening report, we name the screening company and tell you how to get a free copy of the report and dispute anything in it.`;

export const SITE_TEXT_DEFAULTS: Record<SiteTextKey, string> = {
  lease_terms: LEASE_TERMS,
  rental_policies: RENTAL_POLICIES,
  screening_criteria: SCREENING_CRITERIA,
};
