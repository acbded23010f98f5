/* SPDX-License-Identifier: MIT */
/* TCP endpoints: HOST:PORT parsing, connecting, listening and the socket options both sides use. */
#define _GNU_SOURCE
#include "vcl_tcp.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int vcl_tcp_split(const char *hostport, char *host, size_t hlen, char *port, size_t plen)
{
	const char *colon, *h = hostport;
	size_t n;

	if (*h == '[') {
		const char *end = strchr(h, ']');
		if (!end || end[1] != ':')
			return -EINVAL;
		n = (size_t)(end - h - 1);
		h++;
		colon = end + 1;
	} else {
		colon = strrchr(h, ':');
		if (!colon || memchr(h, ':', (size_t)(colon - h)))
			return -EINVAL; /* an IPv6 address needs its brackets */
		n = (size_t)(colon - h);
	}
	if (!n || n >= hlen || !colon[1] || strlen(colon + 1) >= plen ||
	    strspn(colon + 1, "0123456789") != strlen(colon + 1) || atoi(colon + 1) > 65535)
		return -EINVAL;
	memcpy(host, h, n);
	host[n] = 0;
	strcpy(port, colon + 1);
	return 0;
}

void vcl_tcp_tune(int fd, int peer_timeout_ms)
{
	int one = 1, buf = 4 << 20;

	/* calls are small messages waiting for their answers: never delay one (Nagle) */
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	/* bulk transfers: fewer, larger writes and reads, and a window for a fast link's bandwidth-
	 * delay product (the kernel caps these at net.core.[rw]mem_max) */
	setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &buf, sizeof(buf));
	setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &buf, sizeof(buf));
	if (peer_timeout_ms > 0) {
		/* a peer that vanished (host down, link cut): keep-alive probes find it on an idle
		 * connection, TCP_USER_TIMEOUT on one with unacknowledged data; both within
		 * peer_timeout_ms */
		int idle = peer_timeout_ms / 3000, intvl, cnt = 3, uto = peer_timeout_ms;
		idle = idle < 1 ? 1 : idle;
		intvl = idle;
		setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof(one));
		setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof(idle));
		setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &intvl, sizeof(intvl));
		setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &cnt, sizeof(cnt));
		setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &uto, sizeof(uto));
	}
}

int vcl_tcp_connect(const char *hostport, int timeout_ms, int peer_timeout_ms)
{
	char host[256], port[8];
	struct addrinfo hints = { .ai_socktype = SOCK_STREAM, .ai_flags = AI_ADDRCONFIG }, *ai, *a;
	int fd = -1, e = vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port));

	if (e)
		return e;
	if (getaddrinfo(host, port, &hints, &ai))
		return -EHOSTUNREACH;
	e = -ECONNREFUSED;
	for (a = ai; a; a = a->ai_next) {
		struct pollfd p;
		int r, err = 0;
		socklen_t el = sizeof(err);

		fd = socket(a->ai_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, IPPROTO_TCP);
		if (fd < 0) {
			e = -errno;
			continue;
		}
		vcl_tcp_tune(fd, peer_timeout_ms);
		r = connect(fd, a->ai_addr, a->ai_addrlen);
		if (r < 0 && errno == EINPROGRESS) {
			p = (struct pollfd){ .fd = fd, .events = POLLOUT };
			do
				r = poll(&p, 1, timeout_ms > 0 ? timeout_ms : -1);
			while (r < 0 && errno == EINTR);
			if (r == 0)
				err = ETIMEDOUT;
			else if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &el))
				err = errno;
		} else if (r < 0) {
			err = errno;
		}
		if (!err) {
			fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
			break;
		}
		e = -err;
		close(fd);
		fd = -1;
	}
	freeaddrinfo(ai);
	return fd >= 0 ? fd : e;
}

int vcl_tcp_listen(const char *hostport, bool *loopback)
{
	char host[256], port[8];
	struct addrinfo hints = { .ai_socktype = SOCK_STREAM, .ai_flags = AI_PASSIVE | AI_NUMERICSERV },
			*ai;
	int fd, one = 1, e = vcl_tcp_split(hostport, host, sizeof(host), port, sizeof(port));

	if (e)
		return e;
	/* one address: a name that resolves to several would listen on one of them silently */
	if (getaddrinfo(host, port, &hints, &ai))
		return -EADDRNOTAVAIL;
	fd = socket(ai->ai_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, IPPROTO_TCP);
	if (fd < 0) {
		e = -errno;
		freeaddrinfo(ai);
		return e;
	}
	if (ai->ai_family == AF_INET6)
		setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof(one));
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(fd, ai->ai_addr, ai->ai_addrlen) < 0 || listen(fd, 128) < 0) {
		e = -errno;
		close(fd);
		freeaddrinfo(ai);
		return e;
	}
	if (loopback) {
		if (ai->ai_family == AF_INET)
			*loopback = (ntohl(((struct sockaddr_in *)ai->ai_addr)->sin_addr.s_addr) >> 24) == 127;
		else
			*loopback = IN6_IS_ADDR_LOOPBACK(&((struct sockaddr_in6 *)ai->ai_addr)->sin6_addr);
	}
	freeaddrinfo(ai);
	return fd;
}

int vcl_tcp_port(int fd)
{
	struct sockaddr_storage ss;
	socklen_t l = sizeof(ss);

	if (getsockname(fd, (struct sockaddr *)&ss, &l))
		return -errno;
	return ntohs(ss.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&ss)->sin6_port
					      : ((struct sockaddr_in *)&ss)->sin_port);
}

void vcl_tcp_peer_text(int fd, char *buf, size_t len)
{
	struct sockaddr_storage ss;
	socklen_t l = sizeof(ss);
	char host[64] = "?", port[8] = "?";

	if (!getpeername(fd, (struct sockaddr *)&ss, &l))
		getnameinfo((struct sockaddr *)&ss, l, host, sizeof(host), port, sizeof(port),
			    NI_NUMERICHOST | NI_NUMERICSERV);
	snprintf(buf, len, ss.ss_family == AF_INET6 ? "[%s]:%s" : "%s:%s", host, port);
}
