/* SPDX-License-Identifier: MIT */
/* TCP endpoints for tcp:HOST:PORT (src/transport/vcl_tcp.c). Every function returns a descriptor
 * or 0 on success, else a negative errno. */
#ifndef VCL_TCP_H
#define VCL_TCP_H

#include <stdbool.h>
#include <stddef.h>

/* Split "HOST:PORT" or "[IPV6]:PORT" into host and port (decimal, 0..65535); -EINVAL if it is
 * neither (an IPv6 address without brackets included). */
int vcl_tcp_split(const char *hostport, char *host, size_t hlen, char *port, size_t plen);

/* The options both ends set on a connected socket: TCP_NODELAY, 4 MiB send and receive buffers,
 * and, for peer_timeout_ms > 0, keep-alive probes and TCP_USER_TIMEOUT so that a peer that
 * vanished (host down, link cut) is detected within about peer_timeout_ms milliseconds. */
void vcl_tcp_tune(int fd, int peer_timeout_ms);

/* Connect to HOST:PORT (each address getaddrinfo gives, in order), giving up on one after
 * timeout_ms (0: the kernel's limit). The socket is blocking, close-on-exec and tuned
 * (vcl_tcp_tune). */
int vcl_tcp_connect(const char *hostport, int timeout_ms, int peer_timeout_ms);

/* Listen on HOST:PORT (one address; IPv6 sockets are IPv6-only), non-blocking; *loopback (if not
 * NULL) says whether the address is a loopback one (127.0.0.0/8, ::1). */
int vcl_tcp_listen(const char *hostport, bool *loopback);

/* The local port of a socket (a listener on port 0 got one from the kernel). */
int vcl_tcp_port(int fd);

/* "ADDR:PORT" or "[ADDR]:PORT" of the peer, for logs. */
void vcl_tcp_peer_text(int fd, char *buf, size_t len);

#endif
