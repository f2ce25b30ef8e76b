/*
 * rvkit-launch: starts programs for rvkit, so that a large Node process does not fork once per run.
 *
 * A calibration evaluates its model thousands of times; starting Raven from Node costs ~1.3 ms of CPU per run
 * (libuv forks a process of several hundred MB) and blocks Node's event loop while the child waits to exec.
 * rvkit keeps one of these small processes per calibration worker and asks it, over a pipe, to start each run
 * with posix_spawn (~0.2 ms). Built from this file by scripts/install-launcher.sh; rvkit's side is
 * src/engine/launcher.ts, which falls back to Node's own spawn when it is not built.
 *
 * Requests on standard input, fields ended by NUL bytes:
 *   r <id> <cwd> <stdout file> <stderr file> <argc> <argv[0]> ... <argv[argc-1]>
 *       start argv[0] (looked up in PATH when it holds no slash, as execvp does; a file that is no program
 *       runs through /bin/sh, as execvp does) in <cwd>, stdin from /dev/null, stdout and stderr into the
 *       files (each unlinked and created afresh), leading its own session (process group), with the default
 *       disposition of every signal and none blocked (as Node starts a child).
 *   k <id> <signal number>
 *       send the signal to the process group of run <id>, if it has not been reaped yet.
 * Replies on standard output, one line each:
 *   s <id> <pid>                 started
 *   f <id> <errno>               could not start (nothing runs)
 *   x <id> <exit status> <signal number>   exited (reaped): status -1 when killed by a signal, signal 0 otherwise
 * This process ignores SIGINT, SIGTERM and SIGHUP (a terminal's Ctrl-C, a scheduler signalling every process of
 * a job): rvkit decides what its runs get. When its standard input closes (rvkit exited or was killed), it
 * kills every run still going (SIGKILL to each group), reaps them and exits: no run outlives rvkit.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define PROTOCOL "rvkit-launch 1"

struct run {
  long id;
  pid_t pid;
};

static struct run *runs = NULL;
static size_t nruns = 0, capruns = 0;
static int wake[2] = {-1, -1}; /* self-pipe: SIGCHLD writes a byte, the loop reaps */

static void on_child(int sig) {
  (void)sig;
  int saved = errno;
  ssize_t ignored = write(wake[1], "c", 1);
  (void)ignored;
  errno = saved;
}

/* Writes a whole reply line; 0 when rvkit is gone (EPIPE). */
static int reply(const char *fmt, long a, long b, long c, int fields) {
  char line[96];
  int n = fields == 2 ? snprintf(line, sizeof line, fmt, a, b) : snprintf(line, sizeof line, fmt, a, b, c);
  for (int off = 0; off < n;) {
    ssize_t w = write(1, line + off, (size_t)(n - off));
    if (w < 0) {
      if (errno == EINTR) continue;
      return 0;
    }
    off += (int)w;
  }
  return 1;
}

/* Unlinks `path` (an old file is not emptied: ext4 flushes an emptied file at close) and creates it afresh. */
static int fresh_file(const char *path) {
  if (unlink(path) != 0 && errno != ENOENT) return -1;
  return open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
}

static int start(long id, const char *cwd, const char *out, const char *err, char **argv, int argc) {
  int fdout = fresh_file(out);
  if (fdout < 0) return errno;
  int fderr = fresh_file(err);
  if (fderr < 0) {
    int e = errno;
    close(fdout);
    return e;
  }
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, fdout, 1);
  posix_spawn_file_actions_adddup2(&actions, fderr, 2);
  posix_spawn_file_actions_addchdir_np(&actions, cwd);
  posix_spawnattr_init(&attr);
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &all);
  posix_spawnattr_setsigmask(&attr, &none);
  short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
#ifdef POSIX_SPAWN_SETSID
  flags |= POSIX_SPAWN_SETSID;
#else
  flags |= POSIX_SPAWN_SETPGROUP;
  posix_spawnattr_setpgroup(&attr, 0);
#endif
  posix_spawnattr_setflags(&attr, flags);
  pid_t pid;
  int e = posix_spawnp(&pid, argv[0], &actions, &attr, argv, environ);
  if (e == ENOEXEC) {
    /* A file that is no program (a script without #!): the shell runs it, as execvp does for Node. */
    char **sh = calloc((size_t)argc + 2, sizeof *sh);
    if (sh == NULL) {
      e = ENOMEM;
    } else {
      sh[0] = "/bin/sh";
      for (int i = 0; i < argc; i++) sh[i + 1] = argv[i];
      e = posix_spawn(&pid, "/bin/sh", &actions, &attr, sh, environ);
      free(sh);
    }
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  close(fdout);
  close(fderr);
  if (e != 0) return e;
  if (nruns == capruns) {
    capruns = capruns ? capruns * 2 : 4;
    runs = realloc(runs, capruns * sizeof *runs);
    if (runs == NULL) abort();
  }
  runs[nruns].id = id;
  runs[nruns].pid = pid;
  nruns++;
  reply("s %ld %ld\n", id, (long)pid, 0, 2);
  return 0;
}

static void signal_run(long id, int sig) {
  for (size_t i = 0; i < nruns; i++) {
    if (runs[i].id != id) continue;
    /* The group is gone while its leader is not yet reaped: signal the leader alone. */
    if (kill(-runs[i].pid, sig) != 0) kill(runs[i].pid, sig);
    return;
  }
}

/* Reaps every exited run and reports it; 0 when rvkit is gone. */
static int reap(void) {
  int status;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
    for (size_t i = 0; i < nruns; i++) {
      if (runs[i].pid != pid) continue;
      long id = runs[i].id;
      runs[i] = runs[--nruns];
      long code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      long sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
      if (!reply("x %ld %ld %ld\n", id, code, sig, 3)) return 0;
      break;
    }
  }
  return 1;
}

/* rvkit is gone: no run outlives it. */
static void kill_all(void) {
  for (size_t i = 0; i < nruns; i++)
    if (kill(-runs[i].pid, SIGKILL) != 0) kill(runs[i].pid, SIGKILL);
  for (size_t i = 0; i < nruns; i++) waitpid(runs[i].pid, NULL, 0);
  nruns = 0;
}

/* Handles every whole request at the start of buf[0..len); returns how many bytes it used. */
static size_t handle(char *buf, size_t len) {
  size_t used = 0;
  for (;;) {
    char *fields[8];
    size_t pos = used;
    int n = 0;
    /* The fixed fields first: the kind, then 2 (kill) or 5 (run) more. */
    while (n < 6 && pos < len) {
      char *end = memchr(buf + pos, '\0', len - pos);
      if (end == NULL) return used;
      fields[n++] = buf + pos;
      pos = (size_t)(end - buf) + 1;
      if (n == 3 && fields[0][0] == 'k') break;
    }
    if (n == 0) return used;
    if (fields[0][0] == 'k') {
      if (n < 3) return used;
      signal_run(atol(fields[1]), atoi(fields[2]));
      used = pos;
      continue;
    }
    if (n < 6) return used;
    int argc = atoi(fields[5]);
    if (argc < 1) argc = 1;
    char **argv = calloc((size_t)argc + 1, sizeof *argv);
    if (argv == NULL) abort();
    int got = 0;
    while (got < argc && pos < len) {
      char *end = memchr(buf + pos, '\0', len - pos);
      if (end == NULL) break;
      argv[got++] = buf + pos;
      pos = (size_t)(end - buf) + 1;
    }
    if (got < argc) {
      free(argv);
      return used;
    }
    long id = atol(fields[1]);
    int e = start(id, fields[2], fields[3], fields[4], argv, argc);
    free(argv);
    if (e != 0) reply("f %ld %ld\n", id, e, 0, 2);
    used = pos;
  }
}

int main(void) {
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  signal(SIGHUP, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);
  if (pipe2(wake, O_CLOEXEC | O_NONBLOCK) != 0) return 1;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_child;
  sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGCHLD, &sa, NULL);
  fcntl(0, F_SETFD, FD_CLOEXEC);
  fcntl(1, F_SETFD, FD_CLOEXEC);
  if (!reply(PROTOCOL " %ld\n", (long)getpid(), 0, 0, 2)) return 0;

  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  if (buf == NULL) return 1;
  struct pollfd fds[2] = {{.fd = 0, .events = POLLIN}, {.fd = wake[0], .events = POLLIN}};
  for (;;) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (fds[1].revents & POLLIN) {
      char drain[64];
      while (read(wake[0], drain, sizeof drain) > 0) {
      }
      if (!reap()) break;
    }
    if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      if (len == cap) {
        cap *= 2;
        buf = realloc(buf, cap);
        if (buf == NULL) abort();
      }
      ssize_t r = read(0, buf + len, cap - len);
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) break;
      len += (size_t)r;
      size_t used = handle(buf, len);
      memmove(buf, buf + used, len - used);
      len -= used;
      /* A run that ended while its start was being handled. */
      if (!reap()) break;
    }
  }
  kill_all();
  return 0;
}
