// npm run backup -- --out <file or folder> [--with-key]: the embedded site in one file.
import { readConfigOrExit } from '../bootstrap';
import { BACKUP_USAGE, parseBackupArgs, runBackup } from './backup-command';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const args = parseBackupArgs(process.argv.slice(2));
if (!args) {
  console.error(BACKUP_USAGE);
  process.exit(1);
}
process.exitCode = await runBackup(readConfigOrExit(), args, (line) => console.log(line));
