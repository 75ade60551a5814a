#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <stdint.h>
#include <stdarg.h>
#include <string.h>
#include <microhttpd.h>

/* The shape of MHD_OPTION_UNESCAPE_CALLBACK's function (microhttpd.h names no typedef). */
typedef size_t (*coursegen_mhd_unescape_callback)(void *cls, struct MHD_Connection *connection, char *s);

/* Swift cannot call C variadic functions such as MHD_start_daemon, so the preview server
 * starts its daemon through this fixed-signature wrapper. The caller binds and listens on
 * `listen_fd` itself (so it can report the exact bind error and read the chosen port);
 * libmicrohttpd takes ownership of the socket once the daemon starts. `connection_limit` caps
 * connections in total and `per_ip_limit` those from one address; `notify` hears every
 * connection start and close. */
static inline struct MHD_Daemon *
coursegen_mhd_start_daemon(unsigned int flags,
                           int listen_fd,
                           MHD_AccessHandlerCallback handler,
                           void *handler_cls,
                           coursegen_mhd_unescape_callback unescape,
                           void *unescape_cls,
                           unsigned int connection_timeout_seconds,
                           unsigned int connection_limit,
                           unsigned int per_ip_limit,
                           MHD_NotifyConnectionCallback notify,
                           void *notify_cls)
{
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket) listen_fd,
                            MHD_OPTION_UNESCAPE_CALLBACK, unescape, unescape_cls,
                            MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout_seconds,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
                            MHD_OPTION_END);
}

/* The socket of a connection (MHD_get_connection_info is variadic too); -1 when unknown. */
static inline int
coursegen_mhd_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? (int) info->connect_fd : -1;
}
