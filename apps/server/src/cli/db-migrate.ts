import { openMigratedDb, readConfigOrExit } from '../bootstrap';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const config = readConfigOrExit();
const { handle } = await openMigratedDb(config);
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
