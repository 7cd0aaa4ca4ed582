import { parseArgs } from 'node:util';
import { isUserRole, USER_ROLES, type UserRole } from '@rentfront/shared';
import type { AppContext } from '../context';
import { createAdmin } from '../modules/auth/service';
import { AppError } from '../platform/http/errors';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email E [--password P] [--name "Full Name"] [--role ${USER_ROLES.join('|')}] [--unverified]`;

export interface AdminCreateArgs {
  email: string;
  password?: string;
  name?: string;
  /** The new admin must confirm the e-mail address before signing in. */
  unverified?: boolean;
  /** Owner unless given (ADR 0022). */
  role?: UserRole;
}

/** Parses `--email E [--password P] [--name N] [--role R]`; null means "print the usage" (also for an unknown role). */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs | null {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        unverified: { type: 'boolean' },
      },
    });
    if (!values.email) return null;
    if (values.role !== undefined && !isUserRole(values.role)) return null;
    return {
      email: values.email,
      password: values.password,
      name: values.name,
      unverified: values.unverified ?? false,
      role: values.role ?? 'owner',
    };
  } catch {
    // Unknown options or a missing value.
    return null;
  }
}

// "Admin" for an owner keeps the message scripts already read; other roles say what they are.
const ROLE_NAMES = { owner: 'Admin', manager: 'Manager', agent: 'Agent' } as const;

/**
 * Creates the admin and reports what happened through `print`; returns the exit code. Kept apart
 * from the process entry so it can be tested against a real database in-process.
 */
export async function runAdminCreate(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  args: AdminCreateArgs,
  print: (line: string) => void,
): Promise<number> {
  try {
    const { user, setupLink } = await createAdmin(ctx, {
      email: args.email,
      password: args.password,
      fullName: args.name,
      verified: !args.unverified,
      role: args.role,
    });
    // Deliver the setup e-mail now (or log it when SMTP is not configured): the process ends next.
    await ctx.mailer.drain();
    print(`${ROLE_NAMES[user.role]} ${user.email} created.`);
    if (setupLink) print(`Set the password with this one-time link (24 h): ${setupLink}`);
    if (args.unverified) print(`A verification link was e-mailed to ${user.email}; the account can sign in once it is confirmed.`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      print(err.message);
      return 1;
    }
    throw err;
  }
}
