#ifndef COURSEGEN_PROCESS_SPAWN_H
#define COURSEGEN_PROCESS_SPAWN_H

#include <stddef.h>
#include <sys/types.h>

/// One resource limit applied in the child before it executes: `resource` is an RLIMIT_* number.
struct cg_rlimit {
    int resource;
    unsigned long long value;
};

/// Starts `path` with `argv` and `envp` as the leader of a new session (so the whole process group
/// can be killed), stdin on `in_fd` (/dev/null when it is -1), stdout and stderr on the given descriptors, every other
/// descriptor closed, default signal handling and an empty signal mask, and `limits` applied with
/// setrlimit before exec — so the limits hold from the child's first instruction. When the caller
/// is root and `run_as` is not -1, the child gives up root for that uid (and gid) before exec.
/// Returns 0 and the child's pid in `pid_out`, or an errno value.
int cg_spawn(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd,
             const struct cg_rlimit *limits, int limit_count, long long run_as, pid_t *pid_out);

/// A pipe whose two ends are closed on exec, made atomically (no concurrently spawned child can
/// inherit it). Returns 0 or an errno value.
int cg_pipe_cloexec(int fds[2]);

/// Sends one message on a socket with up to 16 descriptors attached (SCM_RIGHTS). 0 or an errno value.
int cg_send_with_fds(int socket_fd, const void *data, size_t length, const int *fds, int fd_count);

/// A connected pair of SOCK_SEQPACKET sockets (message boundaries kept), closed on exec. 0 or an errno value.
int cg_socketpair_cloexec(int fds[2]);

#endif
