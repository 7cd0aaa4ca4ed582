// Runs s3rver (the S3 REST API over HTTP, objects kept in a directory) for the tests, as its own
// process started by test/s3-server.ts. Arguments: <directory> <bucket>. Prints {"port":N} once
// listening, stops when its parent closes stdin (so a crashed test run leaves nothing behind).
//
// Two faults of s3rver 3.7 on current Node are handled here, not in the code under test:
// - ListObjectsV2 continuation tokens are encrypted with DES, which OpenSSL 3 only offers with
//   --openssl-legacy-provider: that flag is given to this process alone.
// - Its file store removes emptied folders after each delete without any lock, and DeleteObjects
//   deletes its keys in parallel: two keys of one folder then race and the request fails with
//   ENOENT. A write into a folder that a delete is emptying races the same way, and its failed
//   file stream crashes the whole process (seen with two nodes' readiness probes, which write and
//   delete under one prefix). Writes, copies and deletes therefore run one at a time, which is
//   what a real S3 server's result looks like (it has no folders).
import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';

const [directory, bucket] = process.argv.slice(2);

let mutations = Promise.resolve();
for (const method of ['putObject', 'copyObject', 'deleteObject', 'putObjectMultipart']) {
  const original = FilesystemStore.prototype[method];
  FilesystemStore.prototype[method] = function oneAtATime(...args) {
    const run = mutations.then(() => original.apply(this, args));
    mutations = run.catch(() => undefined);
    return run;
  };
}

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
