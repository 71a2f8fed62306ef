/**
 * The Node.js major the server runs on. `engines` in package.json is checked only by npm at
 * install time; a server started by hand or by systemd with another node (Debian 12's own is
 * 18, older images ship 20) ran without complaint. The entry points refuse it instead, naming
 * what to do. Kept equal to package.json's `engines` and .nvmrc (tests/unit/nodeVersion.test.ts).
 */
export const REQUIRED_NODE_MAJOR = 24;

/** An operator's message when `version` (process.versions.node) is another major; null when fine. */
export function wrongNodeMessage(version: string, execPath: string): string | null {
  const major = Number(version.split('.')[0]);
  if (major === REQUIRED_NODE_MAJOR) return null;
  return (
    `Votação needs Node.js ${REQUIRED_NODE_MAJOR}; this is Node.js ${version} (${execPath}). ` +
    `Install Node.js ${REQUIRED_NODE_MAJOR} (docs/deploy.md, step 2) and point the service at it ` +
    `(deploy/systemd/votacao@.service runs /usr/bin/node).`
  );
}
