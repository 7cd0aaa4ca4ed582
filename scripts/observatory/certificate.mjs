// A throwaway certificate for localhost, made at run time: nothing secret is kept in the repository,
// and nothing but the scanner process ever trusts it (its NODE_EXTRA_CA_CERTS).
import selfsigned from 'selfsigned';

/** @returns {Promise<{ key: string, cert: string }>} valid for one day, for `localhost` and 127.0.0.1 */
export async function localhostCertificate() {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + 24 * 60 * 60 * 1000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
