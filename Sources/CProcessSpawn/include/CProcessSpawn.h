#ifndef COURSEGEN_PROCESS_SPAWN_H
#define COURSEGEN_PROCESS_SPAWN_H

#include <sys/types.h>

/// One resource limit applied in the child before it executes: `resource` is an RLIMIT_* number.
struct cg_rlimit {
    int resource;
    unsigned long long value;
};

/// Starts `path` with `argv` and `envp` as the leader of a new session (so the whole process group
/// can be killed), stdin on /dev/null, stdout and stderr on the given descriptors, every other
/// descriptor closed, default signal handling and an empty signal mask, and `limits` applied with
/// setrlimit before exec — so the limits hold from the child's first instruction. When the caller
/// is root and `run_as` is not -1, the child gives up root for that uid (and gid) before exec.
/// Returns 0 and the child's pid in `pid_out`, or an errno value.
int cg_spawn(const char *path, char *const argv[], char *const envp[], int out_fd, int err_fd,
             const struct cg_rlimit *limits, int limit_count, long long run_as, pid_t *pid_out);

#endif
