/// The C source of the sandbox supervisor (see `SandboxWorker`), compiled once per machine with the
/// toolchain's clang: a few hundred lines that must run inside the sandbox with nothing but the C
/// library, so they are C rather than Swift (a Swift program would load the Swift runtime there).
enum SupervisorSource {
    static let text = #"""
        // The sandbox supervisor: runs inside one long-lived bubblewrap sandbox, holding the capabilities
        // of the sandbox's own user namespace (never of the machine's), and starts each lesson run the
        // engine asks for as a fresh process tree in namespaces of its own:
        //
        //   supervisor (sandbox PID 2)
        //     run init (PID 1 of the run's own PID, mount, IPC and UTS namespaces; capabilities kept)
        //       lesson (PID 2 there: no capabilities, no new privileges, the run's rlimits)
        //
        // The run's mount namespace has a fresh /tmp and a fresh /run holding only this run's binary,
        // resources, request and response (bound from the run's folder in the worker's inbox, which the
        // fresh /run then hides together with every other run's folder), and a /proc of the run's PID namespace only. When the lesson exits, its
        // init exits and the kernel kills whatever else the run started before the supervisor reaps it:
        // nothing of one run is alive, mounted or stored when the next one starts.
        //
        // Protocol on fd 0 (a SOCK_SEQPACKET socket): "ready" once started; the engine sends "run" messages (NUL-separated
        // fields, descriptors attached), the supervisor answers "started" or "failed <why>", then
        // "exit <status>" (an exit code, or 128 + the signal that ended the lesson); "kill" ends a run.
        //
        // Compiled with LESSON_SUPERVISOR_LIBRARY, the same code is a shared library that a prestarted
        // lesson binary calls before any lesson code runs (`lesson_supervise`): the binary is then the
        // supervisor, and each run's lesson process is a fork of that run's init (itself a copy of the
        // binary as it stood when it called in) instead of a new program. It pays for neither loading
        // the binary's libraries nor binding their symbols; everything else above holds as it is, and
        // in the lesson process the call returns, with the run's environment set, for the binary to
        // read the request as a freshly started one would.
        #define _GNU_SOURCE
        #include <errno.h>
        #include <fcntl.h>
        #include <poll.h>
        #include <sched.h>
        #include <signal.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <sys/mount.h>
        #include <sys/prctl.h>
        #include <sys/resource.h>
        #include <sys/socket.h>
        #include <sys/stat.h>
        #include <sys/syscall.h>
        #include <sys/wait.h>
        #include <linux/capability.h>
        #include <unistd.h>

        #define MAX_FIELDS 512
        #define MAX_FDS 200

        static int channel = 0;

        static void reply(const char *text) { send(channel, text, strlen(text), MSG_NOSIGNAL); }

        // A failed step of a run's setup, sent to the supervisor through `report`; the run init exits.
        __attribute__((noreturn)) static void fail(int report, const char *step) {
            char text[512];
            int length = snprintf(text, sizeof text, "E%s: %s", step, strerror(errno));
            if (write(report, text, (size_t)length) < 0) {}
            _exit(127);
        }

        struct run {
            char *fields[MAX_FIELDS];
            int field_count;
            int fds[MAX_FDS];
            int fd_count;
        };

        // "run" folder tmp_size file_size address_space processes env_count env… arg_count arg… resource_count
        // name…, with two descriptors: the lesson's stdout and stderr. The folder, in the inbox, holds
        // "lesson", "request.json", "response.json" and the resources by name.
        static int field_number(struct run *run, int *index, long long *value) {
            if (*index >= run->field_count) return -1;
            char *end;
            *value = strtoll(run->fields[(*index)++], &end, 10);
            return *end == 0 ? 0 : -1;
        }

        #define INBOX "/run/supervisor/inbox/"

        // Opens a file of the run's folder, in the run's own mount namespace (a bind's source must be there).
        static int open_source(int report, const char *folder, const char *name) {
            char path[4200];
            snprintf(path, sizeof path, INBOX "%s/%s", folder, name);
            int fd = open(path, O_PATH | O_CLOEXEC | O_NOFOLLOW);
            if (fd < 0) fail(report, name);
            return fd;
        }

        static int valid_name(const char *name) {
            return *name && !strchr(name, '/') && strcmp(name, ".") && strcmp(name, "..");
        }


        // The mounts below `prefix` (bound by bubblewrap: a toolchain or cache under /tmp), held open so a
        // fresh file system mounted at `prefix` can show them again; those below `hidden` or `replaced`
        // stay hidden.
        struct kept_mounts {
            char *paths[64];
            int fds[64];
            int count;
        };

        static void unescape(char *text) {
            char *out = text;
            for (char *in = text; *in; in++) {
                if (in[0] == '\\' && in[1] >= '0' && in[1] <= '3' && in[2] >= '0' && in[2] <= '7' && in[3] >= '0' && in[3] <= '7') {
                    *out++ = (char)((in[1] - '0') * 64 + (in[2] - '0') * 8 + (in[3] - '0'));
                    in += 3;
                } else {
                    *out++ = *in;
                }
            }
            *out = 0;
        }

        static int below(const char *path, const char *folder) {
            size_t length = folder ? strlen(folder) : 0;
            return folder && !strncmp(path, folder, length) && (path[length] == '/' || path[length] == 0);
        }

        static void keep_mounts_below(int report, const char *prefix, const char *hidden, const char *replaced, struct kept_mounts *kept) {
            kept->count = 0;
            FILE *mounts = fopen("/proc/self/mountinfo", "re");
            if (!mounts) fail(report, "mountinfo");
            char line[8192];
            size_t length = strlen(prefix);
            while (fgets(line, sizeof line, mounts) && kept->count < 64) {
                // "id parent major:minor root mount-point options …"
                char *field = line;
                for (int skip = 0; skip < 4 && field; skip++) field = strchr(field, ' ') ? strchr(field, ' ') + 1 : NULL;
                if (!field) continue;
                char *end = strchr(field, ' ');
                if (!end) continue;
                *end = 0;
                unescape(field);
                if (strncmp(field, prefix, length) != 0 || field[length] != '/') continue;
                if (below(field, hidden) || below(field, replaced)) continue;
                int fd = open(field, O_PATH | O_CLOEXEC);
                if (fd < 0) continue;
                kept->paths[kept->count] = strdup(field);
                kept->fds[kept->count++] = fd;
            }
            fclose(mounts);
        }

        static void make_parents(char *path) {
            for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
                *slash = 0;
                mkdir(path, 0755);
                *slash = '/';
            }
        }

        static void bind_fd(int report, int fd, const char *target, int read_only);

        static void restore_mounts(int report, struct kept_mounts *kept) {
            for (int index = 0; index < kept->count; index++) {
                make_parents(kept->paths[index]);
                bind_fd(report, kept->fds[index], kept->paths[index], 1);
                close(kept->fds[index]);
            }
        }

        static void bind_fd(int report, int fd, const char *target, int read_only) {
            struct stat info;
            if (fstat(fd, &info) != 0) fail(report, "fstat");
            if (S_ISDIR(info.st_mode)) {
                if (mkdir(target, 0755) != 0 && errno != EEXIST) fail(report, target);
            } else {
                int made = open(target, O_CREAT | O_RDONLY | O_CLOEXEC, 0644);
                if (made < 0) fail(report, target);
                close(made);
            }
            char source[64];
            snprintf(source, sizeof source, "/proc/self/fd/%d", fd);
            if (mount(source, target, NULL, MS_BIND, NULL) != 0) fail(report, target);
            unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | (read_only ? MS_RDONLY : 0);
            if (mount(NULL, target, NULL, flags, NULL) != 0) fail(report, target);
        }

        static void drop_capabilities(int report) {
            for (int cap = 0; cap <= 63; cap++) {
                if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) fail(report, "drop capabilities");
            }
            if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) fail(report, "clear ambient capabilities");
            struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
            struct __user_cap_data_struct data[2];
            memset(data, 0, sizeof data);
            if (syscall(SYS_capset, &header, data) != 0) fail(report, "capset");
            if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(report, "no new privileges");
        }

        // PID 1 of the run: sets up the run's file system, starts the lesson, and exits with its status.
        // With `in_process`, the lesson is this process's fork, and run_init returns 1 in it.
        static int run_init(struct run *run, int report, int in_process) {
            int index = 2;
            const char *folder = run->field_count > 1 ? run->fields[1] : "";
            long long tmp_size, file_size, address_space, processes, env_count, arg_count, resource_count;
            if (field_number(run, &index, &tmp_size) || field_number(run, &index, &file_size)
                || field_number(run, &index, &address_space) || field_number(run, &index, &processes)
                || field_number(run, &index, &env_count) || env_count < 0 || index + env_count > run->field_count) {
                errno = EINVAL;
                fail(report, "malformed request");
            }
            char **env = &run->fields[index];
            index += (int)env_count;
            if (field_number(run, &index, &arg_count) || arg_count < 1 || index + arg_count > run->field_count) {
                errno = EINVAL;
                fail(report, "malformed request");
            }
            char **args = &run->fields[index];
            index += (int)arg_count;
            if (field_number(run, &index, &resource_count) || resource_count < 0 || index + resource_count != run->field_count
                || run->fd_count != 2 || !valid_name(folder) || resource_count > MAX_FDS - 5) {
                errno = EINVAL;
                fail(report, "malformed request");
            }
            char **resources = &run->fields[index];
            int fds[MAX_FDS];
            fds[0] = run->fds[0];
            fds[1] = run->fds[1];
            prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
            prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);

            // Nothing mounted here reaches the supervisor's namespace, or the next run's.
            if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail(report, "make / private");
            fds[2] = open_source(report, folder, "lesson");
            fds[3] = open_source(report, folder, "request.json");
            fds[4] = open_source(report, folder, "response.json");
            for (long long resource = 0; resource < resource_count; resource++) {
                const char *name = resources[resource];
                if (!valid_name(name) || !strcmp(name, "lesson")) {
                    errno = EINVAL;
                    fail(report, "resource name");
                }
                fds[5 + resource] = open_source(report, folder, name);
            }
            struct kept_mounts below_tmp, below_run;
            keep_mounts_below(report, "/tmp", NULL, NULL, &below_tmp);
            // A prestarted binary's own /run/app/lesson gives way to the run's /run/app.
            keep_mounts_below(report, "/run", "/run/supervisor", "/run/app", &below_run);
            char options[64];
            snprintf(options, sizeof options, "mode=0755,size=%lld", tmp_size);
            if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) fail(report, "mount /tmp");
            restore_mounts(report, &below_tmp);
            // A fresh /run hides the supervisor and the inbox, and holds only this run's files.
            if (mount("tmpfs", "/run", "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=65536") != 0) fail(report, "mount /run");
            restore_mounts(report, &below_run);
            if (mkdir("/run/app", 0755) != 0 || mkdir("/run/lesson", 0755) != 0) fail(report, "mkdir /run");
            bind_fd(report, fds[2], "/run/app/lesson", 1);
            bind_fd(report, fds[3], "/run/lesson/request.json", 1);
            bind_fd(report, fds[4], "/run/lesson/response.json", 0);
            for (long long resource = 0; resource < resource_count; resource++) {
                char target[4200];
                snprintf(target, sizeof target, "/run/app/%s", resources[resource]);
                bind_fd(report, fds[5 + resource], target, 1);
            }
            if (mount(NULL, "/run", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0)
                fail(report, "remount /run read-only");
            if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) fail(report, "mount /proc");
            if (chdir("/tmp") != 0) fail(report, "chdir /tmp");

            int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
            if (null_fd < 0) fail(report, "/dev/null");
            if (write(report, "R", 1) != 1) _exit(127);
            pid_t lesson = fork();
            if (lesson < 0) fail(report, "fork");
            if (lesson == 0) {
                if (setsid() < 0) _exit(127);
                if (dup2(null_fd, 0) < 0 || dup2(fds[0], 1) < 0 || dup2(fds[1], 2) < 0) _exit(127);
                syscall(SYS_close_range, 3U, ~0U, 0U);
                struct rlimit limit;
                limit.rlim_cur = limit.rlim_max = (rlim_t)file_size;
                if (setrlimit(RLIMIT_FSIZE, &limit) != 0) _exit(127);
                limit.rlim_cur = limit.rlim_max = (rlim_t)address_space;
                if (setrlimit(RLIMIT_AS, &limit) != 0) _exit(127);
                limit.rlim_cur = limit.rlim_max = (rlim_t)processes;
                if (setrlimit(RLIMIT_NPROC, &limit) != 0) _exit(127);
                limit.rlim_cur = limit.rlim_max = 0;
                if (setrlimit(RLIMIT_CORE, &limit) != 0) _exit(127);
                drop_capabilities(2);
                sigset_t none;
                sigemptyset(&none);
                sigprocmask(SIG_SETMASK, &none, NULL);
                if (in_process) {
                    // What execve would give a new program: the run's environment, and a process
                    // that may read its own /proc entries (exec makes a process dumpable again).
                    if (clearenv() != 0) _exit(127);
                    for (long long variable = 0; variable < env_count; variable++) {
                        if (putenv(env[variable]) != 0) _exit(127);
                    }
                    prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
                    return 1;
                }
                char **argv = calloc((size_t)arg_count + 1, sizeof(char *));
                char **envp = calloc((size_t)env_count + 1, sizeof(char *));
                if (!argv || !envp) _exit(127);
                memcpy(argv, args, (size_t)arg_count * sizeof(char *));
                memcpy(envp, env, (size_t)env_count * sizeof(char *));
                execve(argv[0], argv, envp);
                _exit(127);
            }
            // Only the run's init holds nothing of the run open: the pipes end with the lesson's processes.
            syscall(SYS_close_range, 0U, ~0U, 0U);
            int status;
            for (;;) {
                pid_t ended = wait(&status);
                if (ended == lesson) break;
                if (ended < 0 && errno != EINTR) _exit(127);
            }
            _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }

        static int receive(struct run *run, char *buffer, size_t size) {
            char control[CMSG_SPACE(sizeof(int) * MAX_FDS)];
            struct iovec vector = {buffer, size - 1};
            struct msghdr message = {0};
            message.msg_iov = &vector;
            message.msg_iovlen = 1;
            message.msg_control = control;
            message.msg_controllen = sizeof control;
            ssize_t length = recvmsg(channel, &message, MSG_CMSG_CLOEXEC);
            if (length <= 0) return -1;
            buffer[length] = 0;
            run->fd_count = 0;
            for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
                if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
                int count = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
                memcpy(run->fds + run->fd_count, CMSG_DATA(header), sizeof(int) * (size_t)count);
                run->fd_count += count;
            }
            run->field_count = 0;
            for (char *field = buffer; field < buffer + length && run->field_count < MAX_FIELDS; field += strlen(field) + 1) {
                run->fields[run->field_count++] = field;
            }
            return 0;
        }

        static void close_fds(struct run *run) {
            for (int index = 0; index < run->fd_count; index++) close(run->fds[index]);
            run->fd_count = 0;
        }

        // The supervisor's loop. `in_process`: runs fork the calling program (see the top); returns
        // 1 in each run's lesson process, 0 when the engine closes the channel.
        static int supervise(int in_process) {
            signal(SIGPIPE, SIG_IGN);
            prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
            static char buffer[1 << 16];
            struct run run;
            reply("ready");
            for (;;) {
                if (receive(&run, buffer, sizeof buffer) != 0) return 0;
                if (run.field_count < 1 || strcmp(run.fields[0], "run") != 0) {
                    close_fds(&run);
                    continue;
                }
                int report[2];
                if (pipe2(report, O_CLOEXEC) != 0) {
                    close_fds(&run);
                    reply("failed cannot create a pipe");
                    continue;
                }
                pid_t init = (pid_t)syscall(SYS_clone, CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD, NULL, NULL, NULL, NULL);
                if (init == 0) {
                    close(report[0]);
                    close(channel);
                    if (run_init(&run, report[1], in_process)) return 1;
                    _exit(127);
                }
                close_fds(&run);
                close(report[1]);
                if (init < 0) {
                    close(report[0]);
                    reply("failed cannot start the run's namespaces");
                    continue;
                }
                char readiness[600] = {0};
                ssize_t length = read(report[0], readiness, sizeof readiness - 1);
                close(report[0]);
                int status;
                if (length <= 0 || readiness[0] != 'R') {
                    char text[700];
                    snprintf(text, sizeof text, "failed %s", length > 1 ? readiness + 1 : "the run's setup ended");
                    kill(init, SIGKILL);
                    while (waitpid(init, &status, 0) < 0 && errno == EINTR) {}
                    reply(text);
                    continue;
                }
                reply("started");
                int pidfd = (int)syscall(SYS_pidfd_open, init, 0);
                int closed = 0;
                for (;;) {
                    struct pollfd waiting[2] = {{channel, POLLIN, 0}, {pidfd, POLLIN, 0}};
                    int ready = poll(waiting, 2, -1);
                    if (ready < 0 && errno == EINTR) continue;
                    if (ready < 0) break;
                    if (waiting[1].revents) break;
                    if (waiting[0].revents) {
                        char command[64];
                        ssize_t count = recv(channel, command, sizeof command - 1, 0);
                        if (count <= 0 || (count == 4 && !memcmp(command, "kill", 4))) kill(init, SIGKILL);
                        if (count <= 0) { closed = 1; break; }
                    }
                }
                while (waitpid(init, &status, 0) < 0 && errno == EINTR) {}
                close(pidfd);
                if (closed) return 0;
                char text[64];
                snprintf(text, sizeof text, "exit %d", WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
                reply(text);
            }
        }

        #ifdef LESSON_SUPERVISOR_LIBRARY
        __attribute__((visibility("default"))) int lesson_supervise(void) { return supervise(1); }
        #else
        int main(void) { return supervise(0); }
        #endif
        """#
}
