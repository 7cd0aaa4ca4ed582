import { openMigratedDb, readConfigOrExit } from '../bootstrap';

const config = readConfigOrExit();
const { handle } = await openMigratedDb(config);
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
