// Ctrl-C or a SIGTERM while a measurement runs: close the browser and the server it started
// (the server would otherwise keep its port and temporary folder), then exit as a shell expects.
import { exitCodeOf } from '../lib.mjs';

export function stopOnSignals(cleanUp) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      Promise.resolve()
        .then(cleanUp)
        .catch(() => {})
        .finally(() => process.exit(exitCodeOf(null, signal)));
    });
  }
}
