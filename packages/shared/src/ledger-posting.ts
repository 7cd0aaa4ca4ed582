// The due-day run's API (issue 33 item 2): `POST /api/admin/ledger/post-due` {as_of?} runs it now
// (owners and managers; "Post due charges now" in the admin) and answers what it posted.
import { z } from 'zod';
import { isoDateSchema } from './ledger';

export const postDueBodySchema = z.object({
  /** The office day to post as of (default: today in the site's time zone). */
  as_of: isoDateSchema('as_of').optional(),
});
export type PostDueBody = z.infer<typeof postDueBodySchema>;

export const postDueAnswerSchema = z.object({
  as_of: z.string(),
  /** Signed and active leases looked at. */
  leases: z.number().int(),
  /** Charges written now (rent, recurring charges, deposits; late fees apart). */
  posted: z.number().int(),
  late_fees: z.number().int(),
  /** Entries another run had written in the meantime (posted once, by that run). */
  already_posted: z.number().int(),
  /** Leases that could not be posted (named in the server's log); the next run tries them again. */
  failed: z.number().int(),
});
export type PostDueAnswer = z.infer<typeof postDueAnswerSchema>;

export const POSTING_MESSAGES = {
  running: 'The due-day run is in progress on another server; try again in a minute',
  done: (a: PostDueAnswer) => {
    const said =
      a.posted + a.late_fees === 0
        ? 'Nothing was due: every charge up to this day is already posted'
        : `Posted ${a.posted} charge${a.posted === 1 ? '' : 's'} and ${a.late_fees} late fee${a.late_fees === 1 ? '' : 's'}`;
    return a.failed === 0 ? said : `${said}. ${a.failed} lease${a.failed === 1 ? '' : 's'} could not be posted; the next run tries again`;
  },
} as const;
