#define _GNU_SOURCE
#include "CProcessSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <grp.h>
#include <unistd.h>

int cg_spawn(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd,
             const struct cg_rlimit *limits, int limit_count, long long run_as, pid_t *pid_out) {
    // The child shares our memory until it executes (vfork): it reports a failure through this.
    volatile int child_error = 0;
    sigset_t all, previous;
    sigfillset(&all);
    // No signal handler of ours may run in the child while it borrows our memory.
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = vfork();
    if (pid == 0) {
        // Dispositions are the child's own (no CLONE_SIGHAND): reset every handler to the default.
        for (int number = 1; number < NSIG; number++) {
            struct sigaction action;
            if (sigaction(number, NULL, &action) != 0) continue;
            if (action.sa_handler != SIG_DFL || number == SIGPIPE) {
                action.sa_handler = SIG_DFL;
                action.sa_flags = 0;
                sigemptyset(&action.sa_mask);
                sigaction(number, &action, NULL);
            }
        }
        setsid();
        for (int index = 0; index < limit_count; index++) {
            struct rlimit limit = { (rlim_t)limits[index].value, (rlim_t)limits[index].value };
            if (setrlimit(limits[index].resource, &limit) != 0) { child_error = errno; _exit(127); }
        }
        if (run_as >= 0 && geteuid() == 0) {
            if (setgroups(0, NULL) != 0 || setresgid((gid_t)run_as, (gid_t)run_as, (gid_t)run_as) != 0
                || setresuid((uid_t)run_as, (uid_t)run_as, (uid_t)run_as) != 0) {
                child_error = errno;
                _exit(127);
            }
        }
        int null_fd = in_fd >= 0 ? in_fd : open("/dev/null", O_RDONLY);
        if (null_fd < 0 || dup2(null_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) {
            child_error = errno;
            _exit(127);
        }
#ifdef SYS_close_range
        syscall(SYS_close_range, 3U, ~0U, 0U);
#endif
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
        child_error = errno;
        _exit(127);
    }
    int spawn_error = pid < 0 ? errno : 0;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (spawn_error) return spawn_error;
    if (child_error) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return child_error;
    }
    *pid_out = pid;
    return 0;
}

int cg_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno; }

#include <string.h>
#include <sys/socket.h>

int cg_send_with_fds(int socket_fd, const void *data, size_t length, const int *fds, int fd_count) {
    char control[CMSG_SPACE(sizeof(int) * 16)];
    if (fd_count < 0 || fd_count > 16) return EINVAL;
    struct iovec vector = {(void *)data, length};
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    if (fd_count > 0) {
        memset(control, 0, sizeof control);
        message.msg_control = control;
        message.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)fd_count);
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)fd_count);
        memcpy(CMSG_DATA(header), fds, sizeof(int) * (size_t)fd_count);
    }
    while (sendmsg(socket_fd, &message, MSG_NOSIGNAL) < 0) {
        if (errno != EINTR) return errno;
    }
    return 0;
}

int cg_socketpair_cloexec(int fds[2]) {
    return socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds) == 0 ? 0 : errno;
}
