import type { AppContext } from '../context';

/** One domain's demo data. Seeders run in order (seed/index.ts), so later ones may use earlier ones' rows. */
export type Seeder = (ctx: AppContext) => Promise<void>;
