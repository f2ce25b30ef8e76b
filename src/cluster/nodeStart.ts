/**
 * What an array task's node process starts without. Node reads the CA bundle NODE_EXTRA_CA_CERTS names at
 * every start, whether or not the program opens a TLS connection (80 ms of CPU for Debian's system bundle,
 * twice node's own start); an array task opens none, and pays its start once per task. So the batch script
 * moves the variable aside before it starts the task's process, and the task puts it back for the commands
 * it runs, which get the environment they were submitted with.
 */

/** The variable the batch script keeps NODE_EXTRA_CA_CERTS in while the task's process starts. */
export const CARRIED_CA_CERTS = 'RVKIT_NODE_EXTRA_CA_CERTS';

/** The batch script's line that moves NODE_EXTRA_CA_CERTS aside (when set) before the task's process starts. */
export const CARRY_CA_CERTS_LINE =
  `[ -z "\${NODE_EXTRA_CA_CERTS+set}" ] || ` +
  `{ export ${CARRIED_CA_CERTS}="$NODE_EXTRA_CA_CERTS"; unset NODE_EXTRA_CA_CERTS; }`;

/** Puts NODE_EXTRA_CA_CERTS back into this process's environment, for the commands the task runs. */
export function restoreCarriedEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  const carried = env[CARRIED_CA_CERTS];
  if (carried === undefined) return;
  env.NODE_EXTRA_CA_CERTS = carried;
  delete env[CARRIED_CA_CERTS];
}
