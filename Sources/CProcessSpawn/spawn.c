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

int cg_spawn(const char *path, char *const argv[], char *const envp[], int out_fd, int err_fd,
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
        int null_fd = open("/dev/null", O_RDONLY);
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
