/** The part of `rvkit calibrate --help` about running many calibrations on a cluster. */

/** The help of calibrate's cluster options. */
export const CALIBRATE_CLUSTER_HELP = `On a cluster: one Slurm array task per model directory or OSTRICH setup (ostIn.txt, or a directory
holding one), each running rvkit calibrate on it with the other options given and --resume, so a rerun
skips the calibrations that finished and continues those interrupted from their journals:
  rvkit calibrate <target>... [options] --slurm [--account A] [--partition P] [--time LIMIT] [--mem SIZE]
        [--cpus-per-task C] [--ntasks N] [--nodes N] [--max-running N] [--sbatch=LINE]... [--job-dir DIR]
        [--name NAME] [--local] [--wait]      (Slurm's options in their long form; rvkit cluster --help)
        --ntasks N spreads each calibration's evaluations over N processes as srun job steps
  rvkit calibrate --collect <job-dir> [-o results.csv]   every calibration's best in one table
  rvkit cluster status <job-dir>             where each stands, failures with their reasons
  rvkit cluster submit --resume <job-dir>    submits again those that failed or were cancelled`;
