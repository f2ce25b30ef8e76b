/**
 * What to do next when Slurm refuses: its messages say what is wrong, rarely where to look or which option
 * changes it. Each entry matches Slurm's own words (sbatch, salloc, squeue) and names the command that shows
 * the cluster's allowed values and the rvkit option that picks one.
 */

const STEPS: readonly (readonly [RegExp, string])[] = [
  [
    /Could not establish a configuration source/,
    'no slurm.conf found: is this a cluster node, or is SLURM_CONF set?',
  ],
  [
    /cannot stat file/,
    'the slurm.conf that SLURM_CONF (or Slurm’s default path) names does not exist: set SLURM_CONF to the ' +
      'cluster’s slurm.conf, or unset it',
  ],
  [
    /Unable to contact slurm controller|Socket timed out on send\/recv/,
    'the controller does not answer: `scontrol ping` says when it is up again (or ask the cluster’s ' +
      'support); try again then, or run the tasks on this machine with --local',
  ],
  [/Invalid partition name/, '`sinfo -s` lists the partitions: name one with --partition'],
  [
    /Invalid account/,
    '`sacctmgr show associations user=$USER format=account,partition` lists the accounts you may use ' +
      '(on which partitions): name one with --account',
  ],
  [
    /Invalid qos/,
    '`sacctmgr show associations user=$USER format=account,qos` lists your QOS: --sbatch=--qos=NAME',
  ],
  [
    /Requested time limit is invalid/,
    '`scontrol show partition` gives each partition’s MaxTime: ask for less with --time',
  ],
  [
    /Requested node configuration is not available|Memory required by task is not available|Memory specification can not be satisfied|More processors requested than permitted/,
    '`sinfo -N -o "%P %N %c %m"` lists the cores and memory (MB) of the nodes: ask for less with --mem, ' +
      '--cpus-per-task or --ntasks',
  ],
  [
    /violates accounting\/QOS policy|QOSMax\w+Limit|AssocMax\w+Limit/,
    '`sacctmgr show qos format=name,maxwall,maxsubmitpu,maxjobspu` gives the limits: ask for less --time, ' +
      'or submit fewer tasks at once (--workers N runs them on N array tasks)',
  ],
  [
    /Invalid job array specification|Job array index too large/,
    '`scontrol show config | grep MaxArraySize` gives the largest index: --workers N runs the tasks on N array tasks',
  ],
];

/** The next step for what Slurm said on standard error, or '' when rvkit knows none. */
export function slurmNextStep(stderr: string): string {
  return STEPS.find(([words]) => words.test(stderr))?.[1] ?? '';
}
