// Runs s3rver (the S3 REST API over HTTP, objects kept in a directory) for the tests, as its own
// process started by test/s3-server.ts. Arguments: <directory> <bucket>. Prints {"port":N} once
// listening, stops when its parent closes stdin (so a crashed test run leaves nothing behind).
//
// Two faults of s3rver 3.7 on current Node are handled here, not in the code under test:
// - ListObjectsV2 continuation tokens are encrypted with DES, which OpenSSL 3 only offers with
//   --openssl-legacy-provider: that flag is given to this process alone.
// - Its file store removes emptied folders after each delete without any lock, and DeleteObjects
//   deletes its keys in parallel: two keys of one folder then race and the request fails with
//   ENOENT. Deletes are run one at a time, which is what a real S3 server's result looks like.
import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';

const [directory, bucket] = process.argv.slice(2);

const deleteObject = FilesystemStore.prototype.deleteObject;
let deletes = Promise.resolve();
FilesystemStore.prototype.deleteObject = function serialDelete(...args) {
  const run = deletes.then(() => deleteObject.apply(this, args));
  deletes = run.catch(() => undefined);
  return run;
};

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = async () => {
  await server.close().catch(() => undefined);
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
