// npm run restore -- --in <backup file> [--force]: puts a backup made by npm run backup into DATA_DIR.
import { readConfigOrExit } from '../bootstrap';
import { parseRestoreArgs, RESTORE_USAGE, runRestore } from './restore-command';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const args = parseRestoreArgs(process.argv.slice(2));
if (!args) {
  console.error(RESTORE_USAGE);
  process.exit(1);
}
process.exitCode = await runRestore(readConfigOrExit(), args, (line) => console.log(line));
