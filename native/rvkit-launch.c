/*
 * rvkit-launch: starts programs for rvkit, so that a large Node process does not fork once per run.
 *
 * A calibration evaluates its model thousands of times; starting Raven from Node costs ~1.3 ms of CPU per run
 * (libuv forks a process of several hundred MB) and blocks Node's event loop while the child waits to exec.
 * rvkit keeps one of these small processes per calibration worker and asks it, over a pipe, to start each run
 * with vfork and exec (~0.2 ms). Built from this file by scripts/install-launcher.sh; rvkit's side is
 * src/engine/launcher.ts, which falls back to Node's own spawn when it is not built.
 *
 * Requests on standard input, fields ended by NUL bytes:
 *   r <id> <cwd> <stdout file> <stderr file> <notice ms> <argc> <argv[0]> ... <argv[argc-1]>
 *       start argv[0] (looked up in PATH when it holds no slash, as execvp does; a file that is no program
 *       runs through /bin/sh, as execvp does) in <cwd>, stdin from /dev/null, stdout and stderr into the
 *       files (each emptied: unlinked and created afresh unless empty already), leading its own session
 *       (process group), with the default disposition of every signal and none blocked (as Node starts a
 *       child). The start is announced (`s`)
 *       <notice ms> milliseconds after it, if the run still goes then (0: at once): a short run gets one
 *       reply, its exit, and rvkit wakes once per run instead of twice.
 *   k <id> <signal number>
 *       send the signal to the process group of run <id>, if it has not been reaped yet.
 * Replies on standard output, one line each:
 *   s <id> <pid>                 started (see <notice ms>)
 *   f <id> <errno>               could not start (nothing runs)
 *   x <id> <exit status> <signal number> <pid> <stdout bytes> <stderr bytes>
 *                                exited (reaped): status -1 when killed by a signal, signal 0 otherwise; the
 *                                sizes of its console files (rvkit reads none that is empty)
 * This process ignores SIGINT, SIGTERM and SIGHUP (a terminal's Ctrl-C, a scheduler signalling every process of
 * a job): rvkit decides what its runs get. When its standard input closes (rvkit exited or was killed), it
 * kills every run still going (SIGKILL to each group), reaps them and exits: no run outlives rvkit. Killed
 * itself (SIGKILL from outside), it cannot: each run it started gets SIGKILL from the kernel then (the parent
 * death signal), and rvkit kills the group of each run it was told of.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define PROTOCOL "rvkit-launch 2"

struct run {
  long id;
  pid_t pid;
  int fdout, fderr; /* its console files, kept open to tell their sizes when it exits */
  long notice_at;   /* when its start is announced (monotonic ms); -1 once it has been */
};

static struct run *runs = NULL;
static size_t nruns = 0, capruns = 0;
static int wake[2] = {-1, -1}; /* self-pipe: SIGCHLD writes a byte, the loop reaps */
static pid_t self;                 /* this process: a run whose parent is no longer it must not start */
static volatile int child_errno;   /* written by a vforked child that could not exec (shared memory) */

static long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void on_child(int sig) {
  (void)sig;
  int saved = errno;
  ssize_t ignored = write(wake[1], "c", 1);
  (void)ignored;
  errno = saved;
}

/* Writes a whole reply line; 0 when rvkit is gone (EPIPE). */
static int reply(const char *fmt, long a, long b, long c, long d, long e, long f) {
  char line[160];
  int n = snprintf(line, sizeof line, fmt, a, b, c, d, e, f);
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

/*
 * An empty file at `path` to write: an old empty one as it is (a silent Raven's console, the common case: no
 * inode freed and made per run), else unlinked (an old file is not emptied: ext4 flushes an emptied file at
 * close) and created afresh.
 */
static int fresh_file(const char *path) {
  struct stat st;
  if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && st.st_size == 0) {
    int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd >= 0) return fd;
  }
  if (unlink(path) != 0 && errno != ENOENT) return -1;
  return open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
}

/*
 * Starts argv in a child of this process, as posix_spawn would (vfork, then only async-signal-safe calls in the
 * child), but with the parent death signal set: a run never outlives this process, even when it is SIGKILLed
 * from outside. Returns the child's pid, or -1 with the errno of what failed.
 */
static pid_t spawn_run(const char *cwd, int fdout, int fderr, char **argv) {
  sigset_t all, old;
  sigfillset(&all);
  /* No handler of this process may run in the child while it shares this process's memory. */
  sigprocmask(SIG_BLOCK, &all, &old);
  child_errno = 0;
  pid_t pid = vfork();
  if (pid == 0) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; sig++) sigaction(sig, &dfl, NULL);
    setsid();
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != self) _exit(127); /* the launcher died in between: no run without it */
    int in = open("/dev/null", O_RDONLY | O_CLOEXEC); /* its copy as 0 stays open across exec, not this one */
    if (in < 0 || dup2(in, 0) < 0 || dup2(fdout, 1) < 0 || dup2(fderr, 2) < 0 || chdir(cwd) != 0) {
      child_errno = errno;
      _exit(127);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    /* execvp runs a file that is no program through /bin/sh, as Node's spawn does. */
    execvp(argv[0], argv);
    child_errno = errno ? errno : ENOEXEC;
    _exit(127);
  }
  int e = pid < 0 ? errno : child_errno;
  sigprocmask(SIG_SETMASK, &old, NULL);
  if (pid > 0 && e != 0) {
    waitpid(pid, NULL, 0);
    pid = -1;
  }
  if (pid < 0) errno = e;
  return pid;
}

static int start(long id, const char *cwd, const char *out, const char *err, long notice, char **argv) {
  int fdout = fresh_file(out);
  if (fdout < 0) return errno;
  int fderr = fresh_file(err);
  if (fderr < 0) {
    int e = errno;
    close(fdout);
    return e;
  }
  pid_t pid = spawn_run(cwd, fdout, fderr, argv);
  if (pid < 0) {
    int e = errno;
    close(fdout);
    close(fderr);
    return e;
  }
  if (nruns == capruns) {
    capruns = capruns ? capruns * 2 : 4;
    runs = realloc(runs, capruns * sizeof *runs);
    if (runs == NULL) abort();
  }
  struct run *r = &runs[nruns++];
  r->id = id;
  r->pid = pid;
  r->fdout = fdout;
  r->fderr = fderr;
  r->notice_at = now_ms() + (notice > 0 ? notice : 0);
  if (notice <= 0) {
    r->notice_at = -1;
    reply("s %ld %ld\n", id, (long)pid, 0, 0, 0, 0);
  }
  return 0;
}

/* Announces the runs still going past their notice time; returns the poll timeout to the next one (-1: none). */
static int announce(void) {
  long now = now_ms(), next = -1;
  for (size_t i = 0; i < nruns; i++) {
    if (runs[i].notice_at < 0) continue;
    if (runs[i].notice_at <= now) {
      runs[i].notice_at = -1;
      reply("s %ld %ld\n", runs[i].id, (long)runs[i].pid, 0, 0, 0, 0);
    } else if (next < 0 || runs[i].notice_at - now < next) {
      next = runs[i].notice_at - now;
    }
  }
  return next < 0 ? -1 : (int)next;
}

static long size_of(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 ? (long)st.st_size : -1;
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
      struct run r = runs[i];
      runs[i] = runs[--nruns];
      long code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      long sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
      long outsize = size_of(r.fdout), errsize = size_of(r.fderr);
      close(r.fdout);
      close(r.fderr);
      if (!reply("x %ld %ld %ld %ld %ld %ld\n", r.id, code, sig, (long)pid, outsize, errsize)) return 0;
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
  for (size_t i = 0; i < nruns; i++) {
    close(runs[i].fdout);
    close(runs[i].fderr);
  }
  nruns = 0;
}

/* Handles every whole request at the start of buf[0..len); returns how many bytes it used. */
static size_t handle(char *buf, size_t len) {
  size_t used = 0;
  for (;;) {
    char *fields[8];
    size_t pos = used;
    int n = 0;
    /* The fixed fields first: the kind, then 2 (kill) or 6 (run) more. */
    while (n < 7 && pos < len) {
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
    if (n < 7) return used;
    int argc = atoi(fields[6]);
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
    int e = start(id, fields[2], fields[3], fields[4], atol(fields[5]), argv);
    free(argv);
    if (e != 0) reply("f %ld %ld\n", id, e, 0, 0, 0, 0);
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
  self = getpid();
  if (!reply(PROTOCOL " %ld\n", (long)self, 0, 0, 0, 0, 0)) return 0;

  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  if (buf == NULL) return 1;
  struct pollfd fds[2] = {{.fd = 0, .events = POLLIN}, {.fd = wake[0], .events = POLLIN}};
  for (;;) {
    if (poll(fds, 2, announce()) < 0) {
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
